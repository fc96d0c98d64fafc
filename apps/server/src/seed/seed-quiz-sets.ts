import { CATEGORY_TREE, categoryCountryCode, findCategoryPath } from '@quizset/domain';
import type { Db } from '../db/client';
import { quizSets } from '../db/schema';
import { DEMO_QUIZ_SETS } from './demo-quiz-sets';

/** Inserts the demo quiz sets that are missing (fixed ids: reruns change nothing). */
export async function seedDemoQuizSets(db: Db): Promise<void> {
  const base = Date.now() - DEMO_QUIZ_SETS.length * 60_000;
  for (const [index, demo] of DEMO_QUIZ_SETS.entries()) {
    // A category that left the tree would make the set uneditable: store none instead.
    const categoryId =
      demo.categoryId && findCategoryPath(CATEGORY_TREE, demo.categoryId) ? demo.categoryId : null;
    const at = new Date(base + index * 60_000);
    await db
      .insert(quizSets)
      .values({
        id: demo.id,
        ownerId: demo.ownerId,
        title: demo.title,
        templateId: demo.templateId,
        categoryId,
        publisherId: demo.publisherId,
        customPublisher: null,
        isPublic: true,
        allowPass: true,
        showIncorrectAnswer: true,
        isShuffle: demo.quizList.length >= 2,
        quizList: demo.quizList,
        quizCount: demo.quizList.length,
        countryCode: (categoryId && categoryCountryCode(categoryId)) || 'KR',
        playCount: demo.playCount,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: quizSets.id });
  }
}
