import { type Browser, expect, type Page } from '@playwright/test';
import { origin } from './auth';
import { multipleItem, oxItem } from './questions';

interface Template {
  templateId: string;
  templatePlanType: string;
  type: string;
  serializedLocalize: { ko: { name: string }; en: { name: string } };
}

/** The map templates of build-data (the page's session must be signed in). */
export async function templates(page: Page): Promise<Template[]> {
  const response = await page.request.get('/api/quiz-builder/build-data');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { templates: Template[] } }).data.templates;
}

/** KR elementary grade 5, semester 1, science (spec §3 `categoryTreeData`). */
export const KR_CATEGORY = { categoryTreeId: '1010504', schoolSemester: '1', publisher: null };
/** US grade 4 science (no semesters in the US tree). */
export const US_CATEGORY = { categoryTreeId: '2010403', schoolSemester: null, publisher: null };

/** One OX question of the submit payload (spec §3 `quizList` item). */
export const SUNRISE = oxItem(
  { id: 'sunrise1', order: 1 },
  { question: 'The sun rises in the east.', answer: 'o' },
);

/** One multiple-choice question, '4' of '3', '4', '5' right (spec §3 `quizList` item). */
export const TWO_PLUS_TWO = multipleItem(
  { id: 'twoplus2', order: 2 },
  { question: 'What is 2 + 2?', choices: ['3', '4', '5'], answerList: ['1'] },
);

export interface QuizSetBodyOptions {
  title: string;
  templateId: string;
  isPublic?: boolean;
  countryCode?: 'KR' | 'US';
  /** The questions (spec §3 submit items); default one OX question. */
  quizList?: unknown[];
  /** Overrides of other payload fields (e.g. the learning tools of a PRO teacher). */
  extra?: Record<string, unknown>;
}

/** A create body (spec §3 submit payload): default options, one OX question unless given. */
export function quizSetBody(options: QuizSetBodyOptions) {
  return {
    title: options.title,
    templateId: options.templateId,
    categoryTreeData: options.countryCode === 'US' ? US_CATEGORY : KR_CATEGORY,
    quizsetOptions: {
      isPublic: options.isPublic ?? true,
      isAllowPass: true,
      showIncorrectAnswer: true,
      isLastSchoolInfoSaved: false,
      isAiTranslationEnabled: false,
      isShuffle: false,
    },
    quizList: options.quizList ?? [SUNRISE],
    materials: [],
    isNextQuizsetAvailable: false,
    nextQuizsetId: null,
    aiTranslationLanguages: [],
    aiTutorId: null,
    ...options.extra,
  };
}

/**
 * Creates a quiz set through the API as the page's signed-in user, for specs whose subject is not the
 * builder (search, permissions, headers). One OX question unless given; returns the new id.
 */
export async function createQuizSetByApi(page: Page, options: QuizSetBodyOptions): Promise<string> {
  const response = await page.request.post('/api/quizsets', {
    headers: { origin },
    data: quizSetBody(options),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Opens a room with the default settings (guests welcome) as the page's signed-in owner; its entryMapHashId. */
export async function openRoomByApi(page: Page, quizSetId: string): Promise<string> {
  const opened = await page.request.post(`/api/quizsets/${quizSetId}/rooms`, {
    headers: { origin },
    data: {},
  });
  expect(opened.status()).toBe(201);
  return ((await opened.json()) as { data: { entryMapHashId: string } }).data.entryMapHashId;
}

/**
 * Guests join the room `entryMapHashId` by the API, one attempt per nickname, from one browser context
 * of their own (a shared tablet: a new nickname starts a new attempt, docs/api.md "Quiz rooms and play").
 */
export async function joinAsGuestsByApi(browser: Browser, entryMapHashId: string, names: string[]) {
  const tablet = await browser.newContext();
  for (const name of names) {
    const joined = await tablet.request.post(`/api/rooms/${entryMapHashId}/attempts`, {
      headers: { origin },
      data: { guestName: name },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  await tablet.close();
}

/** A word no other run or seed uses, to find this spec's own quiz sets by search. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Uploads `png` as a question image (the page's signed-in user) and returns its stored `/uploads/…` URL. */
export async function uploadImageByApi(page: Page, png: Buffer): Promise<string> {
  const response = await page.request.post('/api/quizsets/image', {
    headers: { origin },
    multipart: { file: { name: 'image.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { imageUrl: string } }).data.imageUrl;
}
