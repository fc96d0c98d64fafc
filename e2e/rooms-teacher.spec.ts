import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { createQuizSetByApi, joinAsGuestsByApi, openRoomByApi, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import { holdRequests } from './support/network';
import { oxItem } from './support/questions';
import { shotAtBothWidths } from './support/shots';
import { test } from './support/test';
import { newPage } from './support/viewport';

/*
 * Issue 15 item 5, the teacher's side: each guest's rejoin code in the results row (readable at
 * 375 px), and the per-player menu — rename a guest (a taken nickname refused with the server's
 * words), merge the two attempts of one child, remove a player — each updating the results.
 * Screenshots at 1280 and 375 px in en and ko under test-results/rooms-teacher/.
 */

const QUESTIONS = [
  oxItem({ id: 'sunwest1', order: 1 }, { question: 'The sun rises in the west.', answer: 'x' }),
  oxItem({ id: 'icecold1', order: 2 }, { question: 'Ice is cold.', answer: 'o' }),
];

/** Both widths checked for sideways scroll, with screenshots in test-results/rooms-teacher/. */
const shot = (page: Page, name: string) => shotAtBothWidths(page, 'rooms-teacher', name);

/** Joins as a guest and returns the rejoin code the player's screen shows. */
async function joinAsGuest(page: Page, roomId: string, name: string, korean = false): Promise<string> {
  await page.goto(`/play/${roomId}`);
  await page.getByLabel(korean ? '닉네임' : 'Nickname').fill(name);
  await page.getByRole('button', { name: korean ? '시작하기' : 'Start' }).click();
  await expect(page.getByTestId('play-question')).toBeVisible();
  await expect(page.getByTestId('play-rejoin-code')).toBeVisible();
  const shown = (await page.getByTestId('play-rejoin-code').textContent()) ?? '';
  const code = /([A-Z2-9]{6})\s*$/.exec(shown)?.[1] ?? '';
  expect(code, shown).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}

/** The box of `locator` lies inside the 375 px viewport: read without scrolling sideways. */
async function expectOnScreen(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The demo PRO teacher's page (en) and a new set of QUESTIONS titled `prefix…` with a room opened. */
async function teacherWithRoom(browser: Browser, prefix: string) {
  const teacher = await newPage(browser, 'en-US');
  await signInByApi(teacher, demo.pro);
  const setId = await createQuizSetByApi(teacher, {
    title: uniqueWord(prefix),
    templateId: 'classic-classroom',
    quizList: QUESTIONS,
  });
  const roomId = await openRoomByApi(teacher, setId);
  return { teacher, setId, roomId };
}

/** `teacherWithRoom`, and a guest Mina who has joined its room (by the API, from a context of her own). */
async function teacherWithGuestMina(browser: Browser, prefix: string) {
  const room = await teacherWithRoom(browser, prefix);
  await joinAsGuestsByApi(browser, room.roomId, ['Mina']);
  return room;
}

test("the teacher sees rejoin codes, renames a guest, merges one child's two attempts and removes a player", async ({
  browser,
}) => {
  const { teacher, setId, roomId } = await teacherWithRoom(browser, 'Players ');

  // 가현 answers question 1 on her tablet; it dies, and she joins again as "Gahyun2" on another
  // device and answers both questions there.
  const tablet = await newPage(browser, 'ko-KR');
  const firstCode = await joinAsGuest(tablet, roomId, '가현', true);
  await tablet.getByTestId('play-ox-x').click();
  await expect(tablet.getByTestId('play-feedback')).toBeVisible();
  const laptop = await newPage(browser, 'en-US');
  const secondCode = await joinAsGuest(laptop, roomId, 'Gahyun2');
  await laptop.getByTestId('play-ox-o').click();
  await laptop.getByRole('button', { name: 'Next' }).click();
  await laptop.getByTestId('play-ox-o').click();
  await expect(laptop.getByTestId('play-feedback')).toBeVisible();

  // Both rejoin codes in the teacher's rows, the same the players were shown.
  await teacher.goto(`/quiz/${setId}/results`);
  const rows = teacher.getByTestId('attempt-row');
  await expect(rows).toHaveCount(2);
  const first = rows.filter({ hasText: '가현' });
  const second = rows.filter({ hasText: 'Gahyun2' });
  await expect(first.getByTestId('attempt-rejoin-code')).toHaveText(`Rejoin code ${firstCode}`);
  await expect(second.getByTestId('attempt-rejoin-code')).toHaveText(`Rejoin code ${secondCode}`);
  await teacher.setViewportSize({ width: 375, height: 740 });
  await expectOnScreen(first.getByTestId('attempt-rejoin-code'), 375);
  await expectOnScreen(second.getByTestId('attempt-rejoin-code'), 375);
  await teacher.setViewportSize({ width: 1280, height: 800 });
  await shot(teacher, 'results-codes-en');

  // Rename from the keyboard: a taken nickname (a look-alike of 가현 too) is refused in the server's
  // words and nothing changes; a free one renames the row.
  const menuButton = teacher.getByRole('button', { name: 'Actions for Gahyun2' });
  await menuButton.focus();
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByRole('menu')).toBeVisible();
  await shot(teacher, 'menu-en');
  // At 375 px the menu sits at the row's end: the table scrolls it into view and it opens there.
  await teacher.setViewportSize({ width: 375, height: 740 });
  await teacher.keyboard.press('Escape');
  await menuButton.click();
  await expect(teacher.getByRole('menuitem', { name: 'Remove player' })).toBeVisible();
  await teacher.screenshot({ path: 'test-results/rooms-teacher/menu-en-375-open.png' });
  await teacher.setViewportSize({ width: 1280, height: 800 });
  // A resize may close the menu: open it again from the keyboard.
  if (!(await teacher.getByRole('menu').isVisible())) {
    await menuButton.focus();
    await teacher.keyboard.press('Enter');
  }
  await teacher.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = teacher.getByRole('dialog', { name: 'Rename Gahyun2' });
  await rename.getByLabel('Nickname').fill('가현');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByRole('alert')).toContainText('Someone in this room already uses that nickname');
  await shot(teacher, 'rename-refused-en');
  await expect(rows.filter({ hasText: 'Gahyun2' })).toHaveCount(1);
  await rename.getByLabel('Nickname').fill('Gahyun B');
  await rename.getByLabel('Nickname').press('Enter');
  await expect(rename).toBeHidden();
  const renamed = rows.filter({ hasText: 'Gahyun B' });
  await expect(renamed).toHaveCount(1);
  await expect(renamed.getByTestId('attempt-rejoin-code')).toHaveText(`Rejoin code ${secondCode}`);
  await expect(teacher.getByTestId('live-row').filter({ hasText: 'Gahyun B' })).toHaveCount(1);

  // Merge "Gahyun B" into 가현: her question 2 comes over (question 1 she had answered herself).
  await teacher.getByRole('button', { name: 'Actions for Gahyun B' }).click();
  await teacher.getByRole('menuitem', { name: 'Merge into…' }).click();
  const merge = teacher.getByRole('dialog', { name: 'Merge Gahyun B into another attempt' });
  await merge.getByRole('radio', { name: /^가현 · / }).check();
  await expect(merge.getByTestId('merge-summary')).toHaveText(
    "Gahyun B's answers go into 가현's attempt. This cannot be undone.",
  );
  await shot(teacher, 'merge-en');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(merge).toBeHidden();
  await expect(rows).toHaveCount(1);
  const live = teacher.getByTestId('live-row').filter({ hasText: '가현' });
  await expect(live.locator('[data-quiz="sunwest1"]')).toHaveAttribute('data-outcome', 'correct');
  await expect(live.locator('[data-quiz="icecold1"]')).toHaveAttribute('data-outcome', 'correct');

  // The Korean page: the code, the menu and the remove confirmation; removing empties the room.
  const korean = await newPage(browser, 'ko-KR');
  await signInByApi(korean, demo.pro);
  await korean.goto(`/quiz/${setId}/results`);
  const koRow = korean.getByTestId('attempt-row').filter({ hasText: '가현' });
  await expect(koRow.getByTestId('attempt-rejoin-code')).toHaveText(`다시 참여 코드 ${firstCode}`);
  await shot(korean, 'results-codes-ko');
  await korean.getByRole('button', { name: '가현 관리' }).click();
  await expect(korean.getByRole('menuitem', { name: '이름 바꾸기' })).toBeVisible();
  await shot(korean, 'menu-ko');
  // The screenshots' resizes leave the menu open, closing or hidden (its trigger scrolled out of the
  // table at 375 px): a CI run clicked its item as it closed. Closed and opened again, it is settled.
  await korean.keyboard.press('Escape');
  await expect(korean.getByRole('menu')).toBeHidden();
  await korean.getByRole('button', { name: '가현 관리' }).click();
  await korean.getByRole('menuitem', { name: '참여자 내보내기' }).click();
  const remove = korean.getByRole('dialog', { name: '가현 내보내기' });
  await expect(remove).toContainText('모든 풀이와 답이 삭제돼요');
  await shot(korean, 'remove-ko');
  await remove.getByRole('button', { name: '참여자와 답 삭제' }).click();
  await expect(remove).toBeHidden();
  await expect(korean.getByTestId('attempt-row')).toHaveCount(0);
  await expect(korean.getByText('아직 아무도 풀지 않았어요', { exact: false })).toBeVisible();

  // The server agrees: no attempt left, and the nickname 가현 is free again.
  const results = await teacher.request.get(`/api/quizsets/${setId}/results`);
  expect(((await results.json()) as { data: { attempts: unknown[] } }).data.attempts).toEqual([]);
  const again = await newPage(browser, 'ko-KR');
  await joinAsGuest(again, roomId, '가현', true);
});

test("the results wait for their tables' scroll frame, so a player's menu the teacher opens stays open (issue 15 item 5)", async ({
  browser,
}) => {
  const { teacher, setId } = await teacherWithGuestMina(browser, 'Slow frame ');

  // Mantine's ScrollArea (components/lazy-scroll-area.tsx) held back, as on a slow tablet or a loaded
  // machine. Drawn in its stand-in first, the tables were mounted afresh when it arrived, and the
  // menu the teacher had opened closed under the pointer (a CI run).
  const release = await holdRequests(teacher, /\/assets\/scroll-area-chunk-[^/]+\.js$/);
  await teacher.goto(`/quiz/${setId}/results`);
  // The page's data is there (its heading needs the set and the results); the tables wait for their
  // frame (usePreloadSettled), a loader meanwhile.
  await expect(teacher.getByRole('heading', { level: 1, name: /^Results: Slow frame / })).toBeVisible();
  await expect(teacher.getByLabel('Loading…')).toBeVisible();
  await expect(teacher.getByTestId('attempt-row')).toHaveCount(0);
  release();
  await teacher.getByRole('button', { name: 'Actions for Mina' }).click();
  const remove = teacher.getByRole('menuitem', { name: 'Remove player' });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(teacher.getByRole('dialog', { name: 'Remove Mina?' })).toBeVisible();
});

test("when the tables' scroll frame cannot load (offline, a stale deployment), the results still work and fit a phone", async ({
  browser,
}) => {
  const { teacher, setId } = await teacherWithGuestMina(browser, 'No frame ');

  // The stand-in (components/lazy-scroll-area.tsx) is drawn. It was not positioned, and the attempts
  // table's visually hidden column label escaped its scrolling: the page was 545 px wide at 375.
  await teacher.route(/\/assets\/scroll-area-chunk-[^/]+\.js$/, (route) => route.abort());
  await teacher.goto(`/quiz/${setId}/results`);
  await expect(teacher.getByTestId('attempt-row')).toHaveCount(1);
  await shot(teacher, 'no-scroll-frame');
  await teacher.getByRole('button', { name: 'Actions for Mina' }).click();
  await expect(teacher.getByRole('menuitem', { name: 'Remove player' })).toBeVisible();
});

test("children joining while the teacher points at a player's menu move no row of the attempts table", async ({
  browser,
}) => {
  const { teacher, setId, roomId } = await teacherWithGuestMina(browser, 'Join rush ');
  await teacher.goto(`/quiz/${setId}/results`);
  const menu = teacher.getByRole('button', { name: 'Actions for Mina' });
  await expect(menu).toBeVisible();
  const before = await menu.boundingBox();

  // Six more children join (their nicknames from one tablet: a new attempt each). The page polls
  // every 3 s; the live grid drawn above the table grew a row per child and pushed Mina's menu down
  // 6 rows under the teacher's pointer.
  await joinAsGuestsByApi(browser, roomId, ['Ara', 'Bomi', 'Chan', 'Dahye', 'Eunho', 'Gyu']);
  await expect(teacher.getByTestId('live-row')).toHaveCount(7, { timeout: 10_000 });
  await expect(teacher.getByTestId('attempt-row')).toHaveCount(7);
  expect(await menu.boundingBox()).toEqual(before);
  await menu.click();
  await expect(teacher.getByRole('menuitem', { name: 'Remove player' })).toBeVisible();
});
