import { expect, type Page, type TestInfo } from '@playwright/test';
import { createQuizSetByApi, openRoomByApi, SUNRISE, TWO_PLUS_TWO, uniqueWord } from './support/api';
import { demo, signInByApi } from './support/auth';
import { test } from './support/test';
import { newPage } from './support/viewport';

/*
 * Teams on a `team` map (issue 10 "each type looks and paces differently"; spec §3 map type): two
 * players join a room on the seed's team template, land on different teams, meet their team before
 * the first question, see their team's points in the header after each answer and its total on the
 * result; the teacher's results show the standings. Screenshots at 1280 and 375 px, en and ko.
 */

const QUESTIONS = [SUNRISE, TWO_PLUS_TWO];

async function shot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width}px has no sideways scroll`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('two players on a team map are on different teams, see the team points, and the teacher sees the standings', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await newPage(browser);
  await signInByApi(owner, demo.pro);
  const id = await createQuizSetByApi(owner, {
    title: uniqueWord('Team play'),
    templateId: 'team-forest',
    quizList: QUESTIONS,
  });
  const entryMapHashId = await openRoomByApi(owner, id);
  const path = `/play/${entryMapHashId}`;

  // A student joins first: team Red, met on a card before the first question.
  const student = await newPage(browser);
  await signInByApi(student, demo.student);
  await student.goto(path);
  await expect(student.getByText('When you start, you join one of 4 teams.')).toBeVisible();
  await student.getByRole('button', { name: 'Start' }).click();
  const card = student.getByTestId('play-team-card');
  await expect(card).toContainText("You're on Team Red!");
  await expect(card.getByTestId('play-team')).toHaveText('Team Red');
  await expect(card).toContainText('1 player on your team so far');
  await shot(student, testInfo, 'team-card-en');
  await student.keyboard.press('Enter');

  // The header: the team chip and the team's points, refreshed by the answer.
  const header = student.locator('header');
  await expect(student.getByTestId('play-question')).toContainText('The sun rises in the east.');
  await expect(header.getByTestId('play-team')).toHaveText('Team Red');
  await expect(header.getByTestId('play-points')).toHaveText('Team points: 0');
  await student.locator('body').press('o');
  await expect(student.getByTestId('play-feedback')).toContainText('Right!');
  await expect(header.getByTestId('play-points')).toHaveText('Team points: 10');
  await shot(student, testInfo, 'team-header-en');

  // A guest joins in Korean, by keyboard: the next team (Blue).
  const guest = await newPage(browser, 'ko-KR');
  await guest.goto(path);
  await guest.getByLabel('닉네임').fill('민지');
  await guest.getByLabel('닉네임').press('Enter');
  await expect(guest.getByTestId('play-team-card')).toContainText('파랑 팀이에요!');
  await shot(guest, testInfo, 'team-card-ko');
  await guest.keyboard.press('Enter');
  const guestHeader = guest.locator('header');
  await expect(guestHeader.getByTestId('play-team')).toHaveText('파랑 팀');
  await guest.locator('body').press('o');
  await expect(guest.getByTestId('play-feedback')).toContainText('정답이에요!');
  await expect(guestHeader.getByTestId('play-points')).toHaveText('팀 점수: 10');
  await shot(guest, testInfo, 'team-header-ko');
  await guest.keyboard.press('Enter');
  // A key pressed before the next question shows goes nowhere: wait for it.
  await expect(guest.getByTestId('play-question')).toContainText('What is 2 + 2?');
  await guest.locator('body').press('1');
  await expect(guest.getByTestId('play-feedback')).toContainText('아쉬워요');
  await expect(guestHeader.getByTestId('play-points')).toHaveText('팀 점수: 10');
  await guest.keyboard.press('Enter');
  await expect(guest.getByTestId('play-team-total')).toContainText('팀 합계: 10점 (팀원 1명)');
  await shot(guest, testInfo, 'team-result-ko');

  // The student finishes: the team's total beside the own score.
  await student.keyboard.press('Enter');
  await expect(student.getByTestId('play-question')).toContainText('What is 2 + 2?');
  await student.locator('body').press('2');
  await expect(header.getByTestId('play-points')).toHaveText('Team points: 20');
  await student.keyboard.press('Enter');
  await expect(student.getByTestId('play-score')).toHaveText('20 / 20');
  await expect(student.getByTestId('play-team-total')).toContainText('Team total: 20 points (1 player)');
  await shot(student, testInfo, 'team-result-en');

  // The teacher's standings, above the attempts, in English and Korean.
  await owner.goto(`/quiz/${id}/results`);
  const standings = owner.getByTestId('team-standings');
  await expect(standings.getByTestId('team-row')).toHaveCount(2);
  // Rank, team, members, points, right answers.
  await expect(standings.getByTestId('team-row').nth(0).getByRole('cell')).toHaveText([
    '#1',
    'Red',
    '1',
    '20',
    '100%',
  ]);
  await expect(standings.getByTestId('team-row').nth(1).getByRole('cell')).toHaveText([
    '#2',
    'Blue',
    '1',
    '10',
    '50%',
  ]);
  await expect(owner.getByTestId('attempt-row')).toHaveCount(2);
  // Each attempt names its team too.
  await expect(owner.getByTestId('attempt-team')).toHaveCount(2);
  expect((await owner.getByTestId('attempt-team').allInnerTexts()).map((text) => text.trim()).sort()).toEqual(
    ['Blue', 'Red'],
  );
  await shot(owner, testInfo, 'team-standings-en');
  const ownerKo = await newPage(browser, 'ko-KR');
  await signInByApi(ownerKo, demo.pro);
  await ownerKo.goto(`/quiz/${id}/results`);
  await expect(ownerKo.getByTestId('team-row').nth(0)).toContainText('빨강 팀');
  await shot(ownerKo, testInfo, 'team-standings-ko');
});
