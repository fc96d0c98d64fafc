import { categoryTreeFor, type QuizSaved } from '@quizset/domain';
import type { Db } from '../db/client';
import { quizSets } from '../db/schema';
import { DEMO_QUIZ_SETS } from './demo-quiz-sets';
import { DEMO_USERS } from './seed-users';

/** Inserts the demo quiz sets that are missing (fixed ids: reruns change nothing). */
export async function seedDemoQuizSets(db: Db): Promise<void> {
  const base = Date.now() - DEMO_QUIZ_SETS.length * 60_000;
  for (const [index, demo] of DEMO_QUIZ_SETS.entries()) {
    const countryCode = DEMO_USERS.find((user) => user.id === demo.ownerId)?.countryCode ?? 'KR';
    const at = new Date(base + index * 60_000);
    // A category that left the tree would make the set uneditable: store none instead.
    const known = categoryTreeFor(countryCode).subjectTree.some(
      (node) => node.categoryTreeId === demo.categoryTreeData.categoryTreeId,
    );
    const categoryTreeData = known
      ? demo.categoryTreeData
      : { ...demo.categoryTreeData, categoryTreeId: null };
    await db
      .insert(quizSets)
      .values({
        id: demo.id,
        ownerId: demo.ownerId,
        title: demo.title,
        templateId: demo.templateId,
        categoryTreeId: categoryTreeData.categoryTreeId,
        schoolSemester: categoryTreeData.schoolSemester,
        publisher: categoryTreeData.publisher,
        isPublic: true,
        isAllowPass: true,
        showIncorrectAnswer: true,
        isShuffle: demo.quizList.length >= 2,
        quizList: demo.quizList.map((quiz, position) => ({ ...quiz, order: position + 1 }) as QuizSaved),
        quizCount: demo.quizList.length,
        countryCode,
        playCount: demo.playCount,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: quizSets.id });
  }
}
