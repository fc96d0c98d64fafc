import { type Browser, expect, type Page, type WebSocketRoute } from '@playwright/test';
import { createQuizSetByApi, SUNRISE, TWO_PLUS_TWO, uniqueWord } from './support/api';
import { demo, origin, signInByApi } from './support/auth';
import { axeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { subjectiveItem } from './support/questions';
import { test } from './support/test';

/*
 * Issue 23 item 9: a host and three players (two on 375 px phones, in Korean and English) play a
 * 3-question game on a team map; one player reloads mid-question and comes back as the same player.
 * The laptop player is a signed-in student who joins with their account. Accessibility (issue 24): axe
 * on the join screen and on the host and the phones at each phase it shoots (no extra page load), and
 * the English phone answers with the keyboard alone.
 * The host view is open twice (en and ko) so each phase is shot in both languages, host (1280×800 and
 * 1920×1080) and phone, into /work/shots/live/ (SHOTS_DIR overrides).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/live';
const CAPITAL = subjectiveItem(
  { id: 'capital1', order: 3 },
  { question: 'Capital of Korea?', answerList: ['Seoul', '서울'] },
);

async function newPage(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 375 ? 740 : 800 },
  });
  return context.newPage();
}

test('a live game: lobby, three questions, reveal, leaderboard, podium, a reconnect (issue 23)', async ({
  browser,
}) => {
  // Screenshots of four pages and axe per phase: 90 s quiet, past 180 s on a loaded CI machine.
  test.setTimeout(300_000);
  const host = await newPage(browser, 'en-US', 1280);
  await signInByApi(host);
  const quizSetId = await createQuizSetByApi(host, {
    title: uniqueWord('Live'),
    templateId: 'team-forest',
    quizList: [{ ...SUNRISE, order: 1 }, TWO_PLUS_TWO, CAPITAL],
  });
  await host.goto(`/quiz/${quizSetId}`);
  // The longest window (LIVE_QUESTION_SECONDS_MAX): the screenshots and axe of the question phase on
  // a loaded CI machine outlasted 120 s once, and the question closed before the phone could answer.
  // The host closes every question itself ('Close now'), so the window never has to run out.
  // Typed over as a teacher does (Backspace, then the number): the field once snapped back to its
  // default when emptied, and "20" typed over as "240" read 20240.
  const seconds = host.getByLabel('Seconds per question');
  await seconds.click();
  await seconds.press('End');
  await seconds.press('Backspace');
  await seconds.press('Backspace');
  await expect(seconds).toHaveValue('');
  await seconds.pressSequentially('240');
  await expect(seconds).toHaveValue('240');
  await host.getByTestId('play-live').click();
  await expect(host).toHaveURL(/\/live\/[^/]+\/host$/);
  const pin = (await host.getByTestId('live-pin').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  const hostKo = await newPage(browser, 'ko-KR', 1280);
  await signInByApi(hostKo);
  await hostKo.goto(host.url());

  const phoneKo = await newPage(browser, 'ko-KR', 375);
  const phoneEn = await newPage(browser, 'en-US', 375);
  const laptop = await newPage(browser, 'en-US', 1280);
  await signInByApi(laptop, demo.student);
  const violations: string[] = [];
  const players: [Page, string, string, string][] = [
    [phoneKo, '민지', '닉네임', '참여하기'],
    [phoneEn, 'Sam', 'Nickname', 'Join'],
  ];
  for (const [page, name, label, join] of players) {
    await page.goto(`/live?pin=${pin}`);
    await page.getByLabel(label).fill(name);
    if (page === phoneKo) {
      violations.push(...(await axeViolations(page, 'join ko 375')));
      await page.screenshot({ path: `${SHOTS}/0-join-phone-ko.png` });
    }
    await expect(page.getByTestId('live-join-account'), 'signed out: no account join').toHaveCount(0);
    await page.getByRole('button', { name: join, exact: true }).click();
  }
  // Signed in: "join with my account" needs no nickname; the lobby shows the account's name.
  await laptop.goto(`/live?pin=${pin}`);
  const asAccount = laptop.getByRole('button', { name: 'Join with my account (최학생)' });
  await expect(asAccount).toBeEnabled();
  violations.push(...(await axeViolations(laptop, 'join en 1280 signed in')));
  await laptop.screenshot({ path: `${SHOTS}/0-join-account-en.png` });
  await asAccount.click();
  await expect(laptop.getByText('You joined as 최학생.', { exact: false })).toBeVisible();
  await expect(host.getByTestId('live-lobby').getByText('최학생')).toBeVisible();

  const shoot = async (phase: string) => {
    for (const [page, name] of [
      [host, 'host-en'],
      [hostKo, 'host-ko'],
      [phoneEn, 'phone-en'],
      [phoneKo, 'phone-ko'],
    ] as const) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name} ${phase} has no sideways scroll`).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      await page.screenshot({ path: `${SHOTS}/${phase}-${name}.png`, fullPage: true });
      // The projector's other size (issue 23: 1920×1080 and 1280×800), by a resize, not a page load.
      if (page === host || page === hostKo) {
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.screenshot({ path: `${SHOTS}/${phase}-${name}-1920.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
    // Axe on one host and one phone per phase, alternating languages so both are seen.
    const ko = ['1-lobby', '3-reveal', '5-podium'].includes(phase);
    violations.push(...(await axeViolations(ko ? hostKo : host, `host ${phase}`)));
    violations.push(...(await axeViolations(ko ? phoneEn : phoneKo, `phone ${phase}`)));
  };
  await shoot('1-lobby');

  const press = (name: string) =>
    host.getByTestId('live-controls').getByRole('button', { name, exact: true }).click();
  const phase = (page: Page, testId: string) => expect(page.getByTestId(testId)).toBeVisible();

  // Question 1 (OX): the phone shows the question too; one player reloads and answers after.
  await press('Start');
  await phase(phoneKo, 'player-question');
  await expect(phoneEn.getByTestId('player-question')).toHaveText('The sun rises in the east.');
  // The countdown for screen readers: a polite live region that says the time at the opening (and at
  // 10 s, 5 s, the end: live-timer.test.tsx), not every second; the visible timer is role="timer".
  for (const [page, opening] of [
    [phoneEn, /^\d+ seconds left/],
    [phoneKo, /^\d+초 남았어요/],
    [host, /^\d+ seconds left/],
  ] as const) {
    const region = page.getByTestId('live-time-announcer');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveText(opening);
    await expect(page.getByRole('timer')).toBeVisible();
  }
  await shoot('2-question');
  await phoneKo.getByRole('button', { name: 'O 맞아요' }).click();
  // The keyboard alone: Tab reaches the answer buttons in order, Enter answers.
  const falseButton = phoneEn.getByRole('button', { name: 'X False' });
  await tabTo(phoneEn, phoneEn.getByRole('button', { name: 'O True' }));
  await phoneEn.keyboard.press('Tab');
  await expect(falseButton).toBeFocused();
  await phoneEn.keyboard.press('Enter');
  await expect(phoneEn.getByText('Answer sent.', { exact: false })).toBeVisible();
  await laptop.reload();
  await phase(laptop, 'player-question');
  await laptop.getByRole('button', { name: 'O True' }).click();
  await expect(laptop.getByText('Answer sent.')).toBeVisible();
  await expect(host.getByText('3 answered')).toBeVisible();
  await press('Close now');
  await phase(phoneKo, 'player-result');
  await expect(phoneKo.getByTestId('player-result')).toContainText('맞았어요!');
  await expect(phoneEn.getByTestId('player-result')).toContainText('Wrong');
  // After the close (never before: live-games.test.ts), the phone says which answer was right.
  await expect(phoneKo.getByTestId('player-right-answer')).toHaveText('정답O 맞아요');
  await expect(phoneEn.getByTestId('player-right-answer')).toHaveText('Right answerO TrueYour answerX False');
  await expect(phoneEn.getByTestId('live-time-announcer')).toHaveText('The question is closed.');
  await expect(phoneKo.getByTestId('live-time-announcer')).toHaveText('문제가 마감됐어요.');
  await shoot('3-reveal');
  await press('Next');
  await phase(host, 'live-leaderboard');
  // Through the leaderboard the phone keeps the right answer.
  await expect(phoneEn.getByTestId('player-right-answer')).toContainText('O True');
  await shoot('4-leaderboard');

  // Question 2 (multiple choice) and 3 (typed).
  await press('Next');
  await expect(phoneEn.getByTestId('player-question')).toHaveText('What is 2 + 2?');
  await phoneKo.getByRole('button', { name: '2번 보기: 4' }).click();
  await tabTo(phoneEn, phoneEn.getByRole('button', { name: 'Choice 2: 4' }));
  await phoneEn.keyboard.press('Space');
  // Each answer is in before the host closes: one that arrives after the close is refused, as it
  // should be (a CI run closed the typed question while Sam's answer was still on its way).
  await expect(phoneEn.getByText('Answer sent.', { exact: false })).toBeVisible();
  await expect(phoneKo.getByText('답을 보냈어요.', { exact: false })).toBeVisible();
  await press('Close now');
  await phase(host, 'live-board');
  // Each press on its own screen: one sent before the leaderboard arrived is refused (atStep).
  await press('Next');
  await phase(host, 'live-leaderboard');
  await press('Next');
  await expect(phoneKo.getByTestId('player-question')).toHaveText('Capital of Korea?');
  await phoneKo.getByLabel('답 입력').fill('서울');
  await phoneKo.getByRole('button', { name: '보내기' }).click();
  await phoneEn.getByLabel('Your answer').fill('Busan');
  await phoneEn.getByRole('button', { name: 'Send' }).click();
  await expect(phoneKo.getByText('답을 보냈어요.', { exact: false })).toBeVisible();
  await expect(phoneEn.getByText('Answer sent.', { exact: false })).toBeVisible();
  await press('Close now');
  await phase(phoneEn, 'player-result');
  await expect(phoneEn.getByTestId('player-right-answer')).toHaveText(
    'Right answerSeoul · 서울Your answerBusan',
  );
  for (const [page, name] of [
    [phoneEn, 'phone-en'],
    [phoneKo, 'phone-ko'],
  ] as const)
    await page.screenshot({ path: `${SHOTS}/3-reveal-typed-${name}.png`, fullPage: true });
  await press('Next');
  await phase(host, 'live-leaderboard');
  await press('Next');
  await phase(host, 'live-podium');
  await expect(phoneKo.getByTestId('player-result')).toContainText('1등');
  await shoot('5-podium');
  await host.getByRole('link', { name: 'See results' }).click();
  await expect(host).toHaveURL(new RegExp(`/quiz/${quizSetId}/results`));
  await expect(host.getByText('민지').first()).toBeVisible();
  expect(violations, violations.join('\n')).toEqual([]);
});

/** The demo teacher's page (en, 1280) and a live game of one OX question she opened by the API. */
async function gameOfOneQuestion(browser: Browser, prefix: string) {
  const host = await newPage(browser, 'en-US', 1280);
  await signInByApi(host);
  const quizSetId = await createQuizSetByApi(host, {
    title: uniqueWord(prefix),
    templateId: 'classic-classroom',
    quizList: [{ ...SUNRISE, order: 1 }],
  });
  const opened = await host.request.post(`/api/quizsets/${quizSetId}/live-games`, {
    headers: { origin },
    data: { questionSeconds: 240 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { gameId, pin } = ((await opened.json()) as { data: { gameId: string; pin: string } }).data;
  return { host, gameId, pin };
}

/**
 * The page's Socket.IO connections go through Playwright, which can cut them (a school's Wi-Fi) and
 * hold the reconnects until the network is back: meanwhile each new socket opens and never answers,
 * as on a dead network.
 */
async function cuttableSockets(page: Page) {
  let offline = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    sockets.push(ws);
    if (!offline) ws.connectToServer();
  });
  const closeAll = async () => {
    for (const ws of sockets.splice(0)) await ws.close();
  };
  return {
    cut: async () => {
      offline = true;
      await closeAll();
    },
    /** The dead attempts fail; the next one connects. */
    restore: async () => {
      offline = false;
      await closeAll();
    },
  };
}

test('a phone whose Wi-Fi drops mid-question keeps its answer buttons where they were, and answers once back', async ({
  browser,
}) => {
  const { host, gameId, pin } = await gameOfOneQuestion(browser, 'Drop');
  const projector = await cuttableSockets(host);
  await host.goto(`/live/${gameId}/host`);
  const phone = await newPage(browser, 'en-US', 375);
  const wifi = await cuttableSockets(phone);
  await phone.goto(`/live?pin=${pin}`);
  await phone.getByLabel('Nickname').fill('Sam');
  await phone.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(host.getByTestId('live-lobby').getByText('Sam')).toBeVisible();
  await expect(host.getByTestId('live-reconnecting')).toHaveCount(0);
  await host.getByTestId('live-controls').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(phone.getByTestId('player-question')).toHaveText('The sun rises in the east.');
  const answer = phone.getByRole('button', { name: 'O True' });
  const before = await answer.boundingBox();

  // The Wi-Fi drops: the notice shows, and no answer button moves (drawn above the question, it
  // pushed them down under the child's finger, and back up when the socket came back). The
  // projector's frozen view says so too.
  await wifi.cut();
  await projector.cut();
  await expect(phone.getByTestId('live-reconnecting')).toBeVisible();
  await expect(host.getByTestId('live-reconnecting')).toBeVisible();
  expect(await answer.boundingBox()).toEqual(before);
  await phone.screenshot({ path: `${SHOTS}/reconnecting-phone-en.png` });
  await host.screenshot({ path: `${SHOTS}/reconnecting-host-en.png` });
  await wifi.restore();
  await projector.restore();
  await expect(phone.getByTestId('live-reconnecting')).toBeHidden({ timeout: 15_000 });
  await expect(host.getByTestId('live-reconnecting')).toBeHidden({ timeout: 15_000 });
  expect(await answer.boundingBox()).toEqual(before);
  await answer.click();
  await expect(phone.getByText('Answer sent.', { exact: false })).toBeVisible();
  await expect(host.getByText('1 answered')).toBeVisible();
});

test('a teacher\'s second "Next", pressed while a slow network still shows the reveal, skips no leaderboard', async ({
  browser,
}) => {
  const { host, gameId } = await gameOfOneQuestion(browser, 'Twice');
  // What the server sends the projector can be held back, as on a slow school network.
  let slow = false;
  const held: Array<() => void> = [];
  await host.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (slow) held.push(() => ws.send(message));
      else ws.send(message);
    });
  });
  await host.goto(`/live/${gameId}/host`);
  const press = (name: string) =>
    host.getByTestId('live-controls').getByRole('button', { name, exact: true }).click();
  await press('Start');
  await press('Close now');
  // The reveal is on screen ("Next" is drawn there only; the board is there from the question on):
  // held from here, its broadcast would never arrive.
  await expect(
    host.getByTestId('live-controls').getByRole('button', { name: 'Next', exact: true }),
  ).toBeVisible();

  // Nothing seems to happen after "Next", so she presses it again: before, the second press moved the
  // game on from the leaderboard she had not seen (here, to the end of this one-question game).
  slow = true;
  await press('Next');
  await press('Next');
  slow = false;
  for (const send of held.splice(0)) send();
  await expect(host.getByTestId('live-leaderboard')).toBeVisible();
  await host.reload();
  await expect(host.getByTestId('live-leaderboard')).toBeVisible();
  await expect(host.getByTestId('live-podium')).toHaveCount(0);

  // "End game" asks first (it ends the game for the whole class); "Keep playing" has focus.
  await press('End game');
  const confirm = host.getByRole('group', { name: 'End the game for everyone?' });
  await expect(confirm.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await host.screenshot({ path: `${SHOTS}/end-confirm-host-en.png` });
  await host.setViewportSize({ width: 375, height: 740 });
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await host.screenshot({ path: `${SHOTS}/end-confirm-host-en-375.png`, fullPage: true });
  await host.setViewportSize({ width: 1280, height: 800 });
  await host.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(host.getByTestId('live-leaderboard')).toBeVisible();
  await press('End game');
  await confirm.getByRole('button', { name: 'End game' }).click();
  await expect(host.getByRole('link', { name: 'See results' })).toBeVisible(); // ended (no players: no podium)
});
