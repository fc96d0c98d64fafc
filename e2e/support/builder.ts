import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { demo, signInByApi } from './auth';

/** The question card at 1-based position `n` (a region named "Question n"). */
export function card(page: Page, n: number): Locator {
  return page.getByRole('region', { name: `Question ${n}`, exact: true });
}

/** The card's type select: its value tells which question sits at that position. */
export function cardType(page: Page, n: number): Locator {
  return card(page, n).getByRole('combobox', { name: `Question type of question ${n}` });
}

export function cardQuestion(page: Page, n: number): Locator {
  return card(page, n).getByRole('textbox', { name: `Question ${n}`, exact: true });
}

/**
 * Puts card `n` in edit mode (only one card edits at a time; the others show the question as a player
 * sees it): focus the card and press Enter, as a keyboard user would.
 */
export async function editCard(page: Page, n: number): Promise<void> {
  const target = card(page, n);
  if ((await target.getAttribute('data-editing')) !== 'true') {
    await target.focus();
    await page.keyboard.press('Enter');
  }
  await expect(target).toHaveAttribute('data-editing', 'true');
}

export async function fillQuestion(page: Page, n: number, text: string): Promise<void> {
  await editCard(page, n);
  await cardQuestion(page, n).fill(text);
}

/** The question text of card `n`, whether it is in edit mode (the input) or view mode (the text). */
export async function expectQuestion(page: Page, n: number, text: string): Promise<void> {
  if ((await card(page, n).getAttribute('data-editing')) === 'true') {
    await expect(cardQuestion(page, n)).toHaveValue(text);
  } else {
    await expect(card(page, n).getByTestId('question-view')).toHaveText(text);
  }
}

export const mapPicker = (page: Page) => page.getByRole('dialog', { name: 'Choose a map' });

/**
 * Picks the first map the plan may use (optionally of one map type, through the type filter) and
 * returns its English name as shown on the card.
 */
export async function chooseMap(page: Page, mapType?: string): Promise<string> {
  const dialog = mapPicker(page);
  await expect(dialog).toBeVisible();
  if (mapType) await dialog.getByTestId(`map-filter-${mapType}`).click();
  const first = dialog.locator('[data-testid^="map-card-"]:not([data-locked])').first();
  const name = (await first.locator('p').first().textContent())?.trim() ?? '';
  await first.click();
  await dialog.getByTestId('map-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('map-button')).toHaveAccessibleName(`Map: ${name}`);
  return name;
}

/** Chooses the first map the plan allows by test ids alone, so it works in any interface language. */
export async function chooseFirstMap(page: Page): Promise<void> {
  const picker = page.getByRole('dialog');
  await picker.locator('[data-testid^="map-card-"]:not([data-locked])').first().click();
  await picker.getByTestId('map-submit').click();
  await expect(picker).toBeHidden();
}

export async function addQuestion(page: Page, type: 'multiple' | 'ox' | 'subjective'): Promise<void> {
  const before = await page.getByTestId('quiz-card').count();
  await page.getByTestId(`add-question-${type}`).click();
  await expect(page.getByTestId('quiz-card'), `one click on "add ${type}" adds one card`).toHaveCount(
    before + 1,
  );
}

/** Fills a multiple choice card: question, the choice texts, and exactly the given answers (1-based). */
export async function fillMultipleChoice(
  page: Page,
  n: number,
  question: string,
  choices: string[],
  answers: number[],
): Promise<void> {
  await fillQuestion(page, n, question);
  const scope = card(page, n);
  for (const [index, text] of choices.entries()) {
    await scope.getByRole('textbox', { name: `Choice ${index + 1}`, exact: true }).fill(text);
  }
  // Mark the wanted answers first, then unmark the others: the last answer cannot be taken away.
  const toggle = (number: number) => scope.getByRole('button', { name: `Choice ${number} is an answer` });
  for (const wanted of [true, false]) {
    for (let number = 1; number <= choices.length; number++) {
      if (answers.includes(number) !== wanted) continue;
      if ((await toggle(number).getAttribute('aria-pressed')) !== String(wanted))
        await toggle(number).click();
      await expect(toggle(number)).toHaveAttribute('aria-pressed', String(wanted));
    }
  }
}

/** The school-info modal (a bottom drawer under 48em, spec §2 modal 7), in any UI language. */
export function schoolInfoDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('school-info-confirm') });
}

/** Opens the school-info modal from its summary button on the settings tab (unless already open). */
export async function openSchoolInfo(page: Page): Promise<Locator> {
  const dialog = schoolInfoDialog(page);
  if (await dialog.isVisible()) return dialog;
  if ((await page.getByTestId('school-info-button').count()) === 0)
    await page.getByTestId('build-tabs').getByText('Settings').click();
  await page.getByTestId('school-info-button').click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The settings tab's school info (in its modal, applied) and subject, chosen by their visible names
 * (spec §5 requires them); `remember` sets "use this school info next time" in the modal.
 */
export async function chooseSchoolInfo(
  page: Page,
  choice: {
    schoolType: string;
    grade: string;
    semester?: string;
    subject: string;
    subSubject?: string;
    remember?: boolean;
  },
): Promise<void> {
  const dialog = await openSchoolInfo(page);
  await dialog.getByTestId('category-school-type').selectOption({ label: choice.schoolType });
  await dialog.getByTestId('category-grade').selectOption({ label: choice.grade });
  if (choice.semester) await dialog.getByTestId('category-semester').selectOption({ label: choice.semester });
  if (choice.remember !== undefined)
    await dialog.getByTestId('remember-school-info').setChecked(choice.remember);
  await dialog.getByTestId('school-info-confirm').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('category-subject').selectOption({ label: choice.subject });
  if (choice.subSubject)
    await page.getByTestId('category-sub-subject').selectOption({ label: choice.subSubject });
}

/** KR elementary grade 5, semester 1, science: a complete school info for specs about something else. */
export const KR_SCHOOL_INFO = {
  schoolType: 'Elementary school',
  grade: 'Grade 5',
  semester: 'Semester 1',
  subject: 'Science',
};

/** Drags a card by its handle with the mouse, past dnd-kit's 10 px activation distance, onto a target. */
export async function dragCard(page: Page, from: number, to: number): Promise<void> {
  const handle = card(page, from).getByTestId('drag-handle');
  const target = card(page, to).getByTestId('drag-handle');
  const start = (await handle.boundingBox())!;
  const end = (await target.boundingBox())!;
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // First a small move to pass the activation distance, then the way to the target in steps so the
  // collision detection sees the card travel.
  await page.mouse.move(x, y + (end.y > start.y ? 15 : -15), { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + (end.y > start.y ? 10 : -10), {
    steps: 20,
  });
  await page.mouse.up();
}

/**
 * The signed-in teacher's stored draft (localStorage `quiz_build_v2:{userId}`, issue 7 "Drafts belong
 * to their user"), or null.
 */
export function readDraft(
  page: Page,
): Promise<{ version: string; data: { title: string }; timeStamp: number; ownerId: string } | null> {
  return page.evaluate(async () => {
    const me = await fetch('/api/users/me').then((response) => response.json());
    const raw = window.localStorage.getItem(`quiz_build_v2:${me.data.id}`);
    return raw ? JSON.parse(raw) : null;
  });
}

/**
 * A demo PRO teacher's new build in `locale` at `width` px (375: a touch phone), the free classroom
 * map chosen. Names differ by language: the steps go by test ids.
 */
export async function openBuildAt(
  browser: Browser,
  locale: string,
  width: number,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height },
    ...(width === 375 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signInByApi(page, demo.pro);
  await page.goto('/build');
  await page.getByTestId('map-card-classic-classroom').first().click();
  await page.getByTestId('map-submit').click();
  return { context, page };
}
