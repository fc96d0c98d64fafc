import type { QuizSaved } from '@quizset/domain';
import type { Db } from '../db/client';
import { quizRooms, quizSets, user } from '../db/schema';
import { TEMPLATE_SEEDS } from './templates';

/**
 * Preview play of the map picker (issue 10: "The map picker's preview play and `previewPlayUrl` use
 * the same player, with a short sample quiz on that template's art"): one hidden sample set and one
 * open room per template, owned by a system account nobody can sign in to (it has no credentials).
 * Fixed ids: reruns change nothing.
 */
export const PREVIEW_OWNER_ID = 'system-preview';

/** The room of a template's preview play; `previewPlayUrl` is `/play/{this}`. */
export function previewRoomId(templateId: string): string {
  return `preview-${templateId}`;
}

const choice = (text: string) => ({ text, richText: `<p>${text}</p>`, imageUrl: null });

/** Three questions, one of each type, written in both languages at once (the room has no locale). */
const SAMPLE: QuizSaved[] = [
  {
    id: 'sample01',
    order: 1,
    type: 'ox',
    question: '지구는 둥글다. (The Earth is round.)',
    questionRichText: '<p>지구는 둥글다. <em>(The Earth is round.)</em></p>',
    questionImageUrl: null,
    hint: { type: 'text', value: '우주에서 찍은 사진을 떠올려 보세요. (Think of photos from space.)' },
    answer: 'o',
  },
  {
    id: 'sample02',
    order: 2,
    type: 'multiple',
    question: '3 + 4 = ?',
    questionRichText: '<p>3 + 4 = ?</p>',
    questionImageUrl: null,
    hint: null,
    choiceList: ['6', '7', '8', '9'].map(choice),
    answerList: [1],
  },
  {
    id: 'sample03',
    order: 3,
    type: 'subjective',
    question: '무지개는 몇 가지 색일까요? (How many colours has a rainbow?)',
    questionRichText: '<p>무지개는 몇 가지 색일까요? <em>(How many colours has a rainbow?)</em></p>',
    questionImageUrl: null,
    hint: null,
    answerList: ['7', '일곱', 'seven', '7가지'],
  },
];

export async function seedPreviewRooms(db: Db): Promise<void> {
  await db
    .insert(user)
    .values({ id: PREVIEW_OWNER_ID, name: 'Quizset', email: 'preview@quizset.invalid', userType: 'TEACHER' })
    .onConflictDoNothing({ target: user.id });
  for (const seed of TEMPLATE_SEEDS) {
    const setId = `preview-set-${seed.id}`;
    await db
      .insert(quizSets)
      .values({
        id: setId,
        ownerId: PREVIEW_OWNER_ID,
        title: `${seed.name.ko} · ${seed.name.en}`,
        templateId: seed.id,
        isPublic: false,
        isAllowPass: true,
        showIncorrectAnswer: true,
        quizList: SAMPLE,
        quizCount: SAMPLE.length,
        countryCode: 'KR',
      })
      .onConflictDoNothing({ target: quizSets.id });
    await db
      .insert(quizRooms)
      .values({ id: previewRoomId(seed.id), quizSetId: setId, allowGuests: true, allowRetries: true })
      .onConflictDoNothing({ target: quizRooms.id });
  }
}
