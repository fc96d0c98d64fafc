import { createOx, MAX_QUIZ_COUNT } from '@quizset/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics';
import { pageReload } from '../../lib/reload-page';
import { json, mockApi, renderRoutes, userBody } from '../../test/render';
import BuildPage from './build-page';
import { draftKey } from './lib/draft-storage';
import { initialBuildState, useBuildStore } from './store/build-store';
import { buildData, savedQuizSet } from './test/fixtures';
import { findRichText, typeRichText } from './test/rich-text';

/** The draft of the stubbed user `u1` (userBody): drafts are kept per user (issue 7). */
const DRAFT_KEY = draftKey('u1');

const routes = [
  { path: '/build', element: <BuildPage /> },
  { path: '/quiz/:id', element: <p>quiz page</p> },
  { path: '/public', element: <p>explore</p> },
];

function stubApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/users/me': () => json(userBody({ planType: 'PRO' })),
    'GET /api/quiz-builder/build-data': () => json({ data: buildData }),
    'POST /api/quizsets': () => json({ data: { id: 'qs-new' } }, 201),
    ...overrides,
  });
}

async function openBuilderWithMap() {
  const view = renderRoutes(routes, { path: '/build' });
  // CREATE without a draft opens the map picker first (spec §2).
  fireEvent.click((await screen.findAllByTestId('map-card-classic-1'))[0] as HTMLElement);
  fireEvent.click(await screen.findByTestId('map-submit'));
  await waitFor(() => expect(screen.queryByTestId('map-card-classic-1')).not.toBeInTheDocument());
  return view;
}

/**
 * Chooses KR elementary grade 5, semester 1 in the school-info modal (spec §2 modal 7), then 과학 on
 * the settings tab (spec §5 requires them).
 */
async function chooseSchoolInfo() {
  act(() => useBuildStore.getState().setTab('settings'));
  const select = async (testId: string, value: string) =>
    fireEvent.change(await screen.findByTestId(testId), { target: { value } });
  fireEvent.click(await screen.findByTestId('school-info-button'));
  await select('category-school-type', '101');
  await select('category-grade', '10105');
  await select('category-semester', '10105-1');
  fireEvent.click(screen.getByTestId('school-info-confirm'));
  await waitFor(() => expect(screen.queryByTestId('school-info-confirm')).not.toBeInTheDocument());
  await select('category-subject', '1010504');
}

/** Titles the set 'Science' and adds question 1 of `type` with `text`. */
async function titleAndQuestion(type: 'multiple' | 'ox', text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Quiz set title' }), { target: { value: 'Science' } });
  fireEvent.click(screen.getByTestId(`add-question-${type}`));
  await typeRichText('Question 1', text);
}

/** A valid new set whose create answers 500 (the failure dialog follows after 1 s, spec §8). */
async function finishWithServerError() {
  stubApi({ 'POST /api/quizsets': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) });
  const view = await openBuilderWithMap();
  await titleAndQuestion('ox', 'Sky is blue');
  await chooseSchoolInfo();
  fireEvent.click(await screen.findByTestId('finish-button'));
  return view;
}

const cards = () => screen.queryAllByTestId('quiz-card');
const editing = () => cards().map((card) => card.dataset.editing);

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
});
beforeEach(() => useBuildStore.setState(initialBuildState()));
afterEach(() => vi.unstubAllGlobals());

describe('card list', () => {
  it('adds each type, duplicates below and deletes, one card in edit mode at a time', async () => {
    stubApi();
    await openBuilderWithMap();
    fireEvent.click(screen.getByTestId('add-question-multiple'));
    fireEvent.click(screen.getByTestId('add-question-ox'));
    fireEvent.click(screen.getByTestId('add-question-subjective'));
    expect(cards()).toHaveLength(3);
    // A new card opens in edit mode; the others show their view (issue 3).
    expect(editing()).toEqual(['false', 'false', 'true']);
    // A new multiple choice has 4 choices, the first marked as the answer.
    const choices = within(cards()[0]!).getAllByTestId('choice-view');
    expect(choices.map((choice) => choice.dataset.answer)).toEqual(['true', 'false', 'false', 'false']);

    fireEvent.click(within(cards()[1]!).getByTestId('question-view'));
    expect(editing()).toEqual(['false', 'true', 'false']);
    await typeRichText('Question 2', 'Is water wet?');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate question 2' }));
    expect(cards()).toHaveLength(4);
    expect(within(cards()[2]!).getByTestId('question-view')).toHaveTextContent('Is water wet?');
    expect(cards()[3]).toHaveTextContent('Q4');

    // A click on another card's tool is a click outside the card being edited: it leaves edit mode.
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(cards()).toHaveLength(3);
    expect(editing()).toEqual(['false', 'false', 'false']);
    expect(within(cards()[0]!).getByTestId('question-view')).toHaveTextContent('Is water wet?');

    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    fireEvent.click(within(cards()[1]!).getByTestId('question-view'));
    expect(await findRichText('Question 2')).toHaveTextContent('Is water wet?');
  });

  it('shows the limit alert instead of a 21st question', async () => {
    stubApi();
    await openBuilderWithMap();
    act(() =>
      useBuildStore.setState((state) => ({
        form: { ...state.form, quizList: Array.from({ length: MAX_QUIZ_COUNT }, () => createOx()) },
      })),
    );
    fireEvent.click(screen.getByTestId('add-question-ox'));
    expect(await screen.findByText('Question limit reached')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate question 1' }));
    expect(cards()).toHaveLength(MAX_QUIZ_COUNT);
  });
});

describe('finish', () => {
  it('focuses the first offending field, shows its message and tracks the reason', async () => {
    stubApi();
    const events: unknown[] = [];
    const previous = setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    await openBuilderWithMap();
    await titleAndQuestion('multiple', 'Pick one');
    fireEvent.click(screen.getByTestId('next-button'));
    fireEvent.click(await screen.findByTestId('finish-button'));

    const firstChoice = await screen.findByRole('textbox', { name: 'Choice 1' });
    await waitFor(() => expect(firstChoice).toHaveFocus());
    expect(firstChoice).toHaveAttribute('id', 'field-quizList.0.multipleData.choiceListV2.0.text');
    expect(firstChoice).toHaveAttribute('aria-invalid', 'true');
    expect(events).toContainEqual(['quiz_build_failed', { reason: 'invalid_quiz', mode: 'CREATE' }]);
    expect(await screen.findByText('required input is empty, please complete')).toBeInTheDocument();
    setAnalyticsSink(previous);
  });

  it('opens the school-info modal on the first missing select, and Apply fills the summary', async () => {
    stubApi();
    await openBuilderWithMap();
    await titleAndQuestion('ox', 'Sky is blue');
    fireEvent.click(screen.getByTestId('ox-answer-x'));
    act(() => useBuildStore.getState().setTab('settings'));
    fireEvent.click(await screen.findByTestId('finish-button'));

    // spec §5: the finish check opens the modal (§2 modal 7) and focuses the offending select in it.
    const schoolType = await screen.findByTestId('category-school-type');
    await waitFor(() => expect(schoolType).toHaveFocus());
    expect(schoolType).toHaveAttribute('id', 'field-schoolTypeId');
    expect(screen.getByTestId('school-info-error')).toHaveTextContent(
      'School type is required · Grade is required · Semester is required',
    );
    expect(screen.getByTestId('school-info-summary')).toHaveTextContent('Not chosen yet');
    fireEvent.change(schoolType, { target: { value: '101' } });
    fireEvent.change(screen.getByTestId('category-grade'), { target: { value: '10105' } });
    fireEvent.change(screen.getByTestId('category-semester'), { target: { value: '10105-1' } });
    // Nothing reaches the draft before Apply.
    expect(useBuildStore.getState().form.schoolTypeId).toBeNull();
    fireEvent.click(screen.getByTestId('school-info-confirm'));
    await waitFor(() => expect(screen.getByTestId('school-info-button')).toHaveFocus());
    expect(useBuildStore.getState().form).toMatchObject({
      schoolTypeId: '101',
      gradeId: '10105',
      semesterId: '10105-1',
    });
    expect(screen.getByTestId('school-info-summary')).toHaveTextContent(
      'Elementary school · Grade 5 · Semester 1',
    );
    expect(screen.queryByTestId('school-info-error')).not.toBeInTheDocument();
  });

  it('creates the quiz set, clears the draft and opens the quiz page', async () => {
    const api = stubApi();
    const { router } = await openBuilderWithMap();
    await titleAndQuestion('ox', 'Sky is blue');
    fireEvent.click(screen.getByTestId('ox-answer-x'));
    await chooseSchoolInfo();
    fireEvent.click(await screen.findByTestId('finish-button'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/qs-new'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      title: 'Science',
      templateId: 'classic-1',
      categoryTreeData: { categoryTreeId: '1010504', schoolSemester: '1', publisher: null },
      quizsetOptions: { isPublic: true, isAllowPass: true, showIncorrectAnswer: false },
    });
    expect(body.quizList[0]).toMatchObject({
      id: expect.any(String),
      order: 1,
      type: 'ox',
      oxData: { answer: 'x', questionRichText: '<p>Sky is blue</p>' },
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows the failure dialog after a server error; retry keeps the work in the draft and reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await finishWithServerError();
    const retry = await screen.findByTestId('submit-error-retry', {}, { timeout: 3000 });
    expect(screen.getByText('A problem occurred making the quiz room')).toBeInTheDocument();
    fireEvent.click(retry);
    expect(reload).toHaveBeenCalledOnce();
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}');
    expect(draft.data).toMatchObject({ title: 'Science', subject: '1010504' });
    expect(draft.data.quizList[0].question).toBe('Sky is blue');
    reload.mockRestore();
  });

  it("'Go home' goes to /public", async () => {
    const { router } = await finishWithServerError();
    fireEvent.click(await screen.findByTestId('submit-error-home', {}, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public'));
  });
});

describe('drafts', () => {
  it('offers a stored draft and restores it', async () => {
    stubApi();
    const form = { ...initialBuildState().form, title: 'Half-done quiz', templateId: 'classic-1' };
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: '3.0', data: form, timeStamp: 1_700_000_000_000, ownerId: 'u1' }),
    );
    renderRoutes(routes, { path: '/build' });
    expect(await screen.findByTestId('draft-title')).toHaveTextContent('Half-done quiz');
    fireEvent.click(screen.getByTestId('draft-continue'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quiz set title' })).toHaveValue('Half-done quiz'),
    );
  });

  it('the tab change right after typing validates and drafts the typed text', async () => {
    stubApi();
    await openBuilderWithMap();
    fireEvent.click(screen.getByTestId('add-question-ox'));
    await typeRichText('Question 1', 'Typed just now');
    fireEvent.click(screen.getByTestId('next-button'));
    expect(useBuildStore.getState().form.quizList[0]?.question).toBe('Typed just now');
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Typed just now');
  });

  it('saves edits to localStorage after the debounce', async () => {
    stubApi();
    await openBuilderWithMap();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quiz set title' }), {
      target: { value: 'Autosaved' },
    });
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Autosaved'), {
      timeout: 2000,
    });
    expect(await screen.findByTestId('autosave-status')).toHaveTextContent(/Draft saved on this device/);
  });
});

describe('UPDATE', () => {
  it('locks the map, confirms, and on 409 overwrites with the server updatedAt', async () => {
    const puts: { updatedAt?: string; title?: string }[] = [];
    stubApi({
      'GET /api/quizsets/qs-1': () => json({ data: savedQuizSet }),
      'PUT /api/quizsets/qs-1': ({ body }) => {
        puts.push(body as { updatedAt?: string });
        return puts.length === 1
          ? json(
              { error: { code: 'CONFLICT', message: 'stale', updatedAt: '2026-11-20T11:00:00.000Z' } },
              409,
            )
          : json({ data: { id: 'qs-1', updatedAt: '2026-11-20T12:00:00.000Z' } });
      },
    });
    const { router } = renderRoutes(routes, { path: '/build?quizSetId=qs-1&mode=UPDATE' });
    const title = await screen.findByRole('textbox', { name: 'Quiz set title' });
    expect(screen.getByTestId('map-button')).toBeDisabled();
    fireEvent.change(title, { target: { value: 'Edited' } });
    fireEvent.click(screen.getByTestId('finish-button'));
    expect(
      await screen.findByText('Editing the quiz refreshes the quiz room. Edit now?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('update-confirm'));
    fireEvent.click(await screen.findByTestId('conflict-overwrite'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/qs-1'));
    expect(puts.map((put) => [put.updatedAt, put.title])).toEqual([
      ['2026-11-20T10:00:00.000Z', 'Edited'],
      ['2026-11-20T11:00:00.000Z', 'Edited'],
    ]);
  });
});

describe('editing disabled (spec §4)', () => {
  it('shows the plan notice and the disabled-edit alert with an upgrade button to /pricing', async () => {
    const puts: unknown[] = [];
    stubApi({
      'GET /api/users/me': () => json(userBody({ planType: 'FREE' })),
      'GET /api/quizsets/qs-1': () =>
        json({ data: { ...savedQuizSet, templateId: 'race-pro', templateType: 'linear', isLocked: true } }),
      'PUT /api/quizsets/qs-1': ({ body }) => {
        puts.push(body);
        return json({ data: { id: 'qs-1', updatedAt: '2026-11-20T12:00:00.000Z' } });
      },
    });
    renderRoutes(routes, { path: '/build?quizSetId=qs-1&mode=UPDATE' });
    const alert = await screen.findByRole('dialog', { name: 'This map needs the Pro plan' });
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/pricing');
    // The footer's button: the title bar's × is named "Close" too (issue 24).
    fireEvent.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('plan-notice')).toHaveTextContent('cannot be edited');
    expect(screen.getByTestId('build-content')).toHaveAttribute('inert');
    // "Finish" explains instead of sending.
    fireEvent.click(screen.getByTestId('finish-button'));
    expect(await screen.findByRole('dialog', { name: 'This map needs the Pro plan' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows the 'unknown' notice for another country's data, with a sorry message", async () => {
    stubApi({
      'GET /api/users/me': () => json(userBody({ countryCode: 'US' })),
      'GET /api/quizsets/qs-1': () => json({ data: savedQuizSet }),
    });
    renderRoutes(routes, { path: '/build?quizSetId=qs-1&mode=DUPLICATE' });
    const alert = await screen.findByRole('dialog', { name: 'This quiz set cannot be edited' });
    expect(alert).toHaveTextContent('made for another country');
    expect(within(alert).queryByRole('link', { name: 'Upgrade plan' })).not.toBeInTheDocument();
    expect(screen.getByTestId('unknown-notice')).toBeInTheDocument();
  });
});
