import { type Browser, expect } from '@playwright/test';
import { createQuizSetByApi, joinAsGuestsByApi, uniqueWord } from './support/api';
import { demo, origin, signInByApi } from './support/auth';
import { shot } from './support/shots';
import { test } from './support/test';
import { type CheckedWidth, pageAt } from './support/viewport';

// Issue 19 item 20: a teacher hosts another teacher's public set as her own room, without copying it;
// her class's results are hers alone. Korean and English at 1280 and 375 px.

const HOST_BUTTON = { 'en-US': 'Host this set', 'ko-KR': '이 세트로 방 열기' } as const;

async function signedIn(browser: Browser, email: string, locale: 'en-US' | 'ko-KR', width: CheckedWidth) {
  const page = await pageAt(browser, locale, width);
  await signInByApi(page, email);
  return page;
}

for (const locale of ['en-US', 'ko-KR'] as const)
  for (const width of [1280, 375] as const)
    test(`a teacher hosts another teacher's public set; results are hers alone (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const author = await signedIn(browser, demo.basic, locale, width);
      const title = uniqueWord('hosted');
      const id = await createQuizSetByApi(author, { title, templateId: 'classic-classroom' });
      const host = await signedIn(browser, demo.free, locale, width);
      await host.goto(`/quiz/${id}`);
      await host.getByRole('button', { name: HOST_BUTTON[locale] }).click();
      await expect(host.getByTestId('room-card')).toHaveCount(1);
      // Focus moves to the opened room, not back to the page (item 13).
      await expect(host.getByTestId('newest-room')).toBeFocused();
      await host.getByRole('heading', { name: HOST_BUTTON[locale] }).scrollIntoViewIfNeeded();
      await shot(host, `${locale}-${width}-host-this-set`);
      if (width === 375) return;

      // A guest of her class joins her room; the set was not copied into her list.
      const rooms = await host.request.get(`/api/quizsets/${id}/rooms`);
      const [room] = ((await rooms.json()) as { data: { entryMapHashId: string }[] }).data;
      await joinAsGuestsByApi(browser, room!.entryMapHashId, ['Mina']);
      const mine = await host.request.post('/api/users/myquiz', { headers: { origin }, data: { page: 1 } });
      expect(JSON.stringify(await mine.json())).not.toContain(title);

      await host.goto(`/quiz/${id}/results`);
      await expect(host.getByText('Mina').first()).toBeVisible();
      await shot(host, `${locale}-${width}-hosted-results`);
      // The author opens her own results: her class only, and Mina is not in it.
      await author.goto(`/quiz/${id}/results`);
      await expect(author.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(author.getByText('Mina')).toHaveCount(0);
    });
