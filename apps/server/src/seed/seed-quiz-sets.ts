import { categoryTreeFor, type QuizSaved } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quizSets, quizSetTranslations } from '../db/schema';
import { quizSetSearchText } from '../features/quizsets/search-text';
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
    const quizList = demo.quizList.map((quiz, position) => ({ ...quiz, order: position + 1 }) as QuizSaved);
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
        quizList,
        quizCount: demo.quizList.length,
        countryCode,
        searchText: quizSetSearchText({
          categoryTreeId: categoryTreeData.categoryTreeId,
          countryCode,
          quizList,
        }),
        playCount: demo.playCount,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: quizSets.id });
  }
}

/** The demo set whose English translation is seeded (issue 10: the player's language picker). */
export const TRANSLATED_DEMO_SET_ID = '00000000-0000-4000-8000-000000000006';
const ENGLISH_QUESTIONS: Record<string, { question: string; hint?: string }> = {
  gene0001: { question: 'Water boils at 100 ℃ (at 1 atmosphere).' },
  gene0002: { question: 'Polar bears live in Antarctica.', hint: 'Polar bears live in the Arctic' },
  gene0003: { question: 'The Earth goes around the Sun.' },
};

/**
 * A finished English translation of the demo OX set, as the translation runner would store it with
 * a model (the embedded provider cannot translate), so the player's language switch can be seen and
 * tested offline. Only for the version of the set it was written for; reruns change nothing.
 */
export async function seedDemoTranslations(db: Db): Promise<void> {
  const [set] = await db.select().from(quizSets).where(eq(quizSets.id, TRANSLATED_DEMO_SET_ID)).limit(1);
  if (!set) return;
  const quizList = set.quizList.map((quiz) => {
    const english = ENGLISH_QUESTIONS[quiz.id];
    if (!english) return quiz;
    return {
      ...quiz,
      question: english.question,
      questionRichText: `<p>${english.question}</p>`,
      hint: quiz.hint && english.hint ? { ...quiz.hint, value: english.hint } : quiz.hint,
    };
  });
  await db
    .insert(quizSetTranslations)
    .values({ quizSetId: set.id, language: 'en', status: 'done', sourceVersion: set.updatedAt, quizList })
    .onConflictDoNothing();
}
