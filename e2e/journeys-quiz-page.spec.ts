import { expect } from '@playwright/test';
import { createQuizSetByApi } from './support/api';
import { demo, signInByApi } from './support/auth';
import { shot } from './support/shots';
import { test } from './support/test';
import { pageAt } from './support/viewport';

// Issue 19 item 21: after saving, /quiz/{id} shows the tutor, translations, material and next set.

for (const locale of ['ko-KR', 'en-US'] as const)
  for (const width of [1280, 375] as const)
    test(`the quiz page shows the set's learning tools (${locale}, ${width} px)`, async ({ browser }) => {
      const page = await pageAt(browser, locale, width);
      await signInByApi(page, demo.pro);
      const nextId = await createQuizSetByApi(page, { title: 'Part two', templateId: 'classic-classroom' });
      const id = await createQuizSetByApi(page, {
        title: 'Part one',
        templateId: 'classic-classroom',
        extra: {
          aiTutorId: 'tutor-owl',
          quizsetOptions: {
            isPublic: true,
            isAllowPass: true,
            showIncorrectAnswer: true,
            isLastSchoolInfoSaved: false,
            isAiTranslationEnabled: true,
            isShuffle: false,
          },
          aiTranslationLanguages: ['ja', 'vi'],
          isNextQuizsetAvailable: true,
          nextQuizsetId: nextId,
        },
      });
      await page.goto(`/quiz/${id}`);
      await expect(
        page.getByTestId('quiz-tools-tutor').locator('img, .mantine-Avatar-root').first(),
      ).toBeVisible();
      await expect(page.getByTestId('quiz-tools-translation')).toContainText(
        locale === 'ko-KR' ? '일본어' : 'Japanese',
      );
      const next = page.getByTestId('quiz-tools-next').getByRole('link', { name: 'Part two' });
      await expect(next).toBeVisible();
      await shot(page, `${locale}-${width}-quiz-page-tools`, { fullPage: true });
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/quiz/${nextId}$`));
      await page.context().close();
    });
