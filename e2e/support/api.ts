import { expect, type Page } from '@playwright/test';
import { origin } from './auth';

interface Template {
  id: string;
  planType: string;
  mapType: string;
  name: { ko: string; en: string };
}

/** The map templates of build-data (the page's session must be signed in). */
export async function templates(page: Page): Promise<Template[]> {
  const response = await page.request.get('/api/quiz-builder/build-data');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { templates: Template[] } }).data.templates;
}

/**
 * Creates a quiz set through the API as the page's signed-in user, for specs whose subject is not the
 * builder (search, permissions). One OX question; returns the new id.
 */
export async function createQuizSetByApi(
  page: Page,
  options: { title: string; templateId: string; isPublic?: boolean },
): Promise<string> {
  const response = await page.request.post('/api/quizsets', {
    headers: { origin },
    data: {
      title: options.title,
      templateId: options.templateId,
      categoryId: null,
      publisher: { id: null, customName: null },
      isPublic: options.isPublic ?? true,
      allowPass: true,
      showIncorrectAnswer: true,
      isShuffle: false,
      quizList: [
        {
          type: 'OX',
          question: 'The sun rises in the east.',
          questionRichText: '<p>The sun rises in the east.</p>',
          imageUrl: null,
          hint: null,
          answer: 'o',
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A word no other run or seed uses, to find this spec's own quiz sets by search. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
