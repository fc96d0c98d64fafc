import { Notifications } from '@mantine/notifications';
import { createEmptyQuizSetForm, createMultiple } from '@quizset/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsProps, setAnalyticsSink } from '../../../lib/analytics';
import { json, mockApi, renderElement, userBody } from '../../../test/render';
import { PlanDialog } from '../../plans/components/plan-dialog';
import { initialBuildState, useBuildStore } from '../../quiz-builder/store/build-store';
import { resetAiApi } from '../lib/ai-api';
import { useAiUiStore } from '../store/ai-ui-store';
import { AiEntryBar } from './ai-entry-bar';
import { AiLayer } from './ai-layer';

/**
 * The AI modals' states (spec §2 modals 3–4, §4 "AI generation status", §8 AI rows) against a stubbed
 * fetch: idle, generating, success and the error alerts; selection and add into the build store.
 */

const ITEMS = [
  { question: 'Which planet is largest?', type: 'multiple', options: ['Mars', 'Jupiter'], answer: ['1'] },
  {
    question: 'The Sun is a star.',
    type: 'ox',
    options: [],
    answer: ['O'],
    source: { page: 2, sentence: 'The Sun is a star.' },
  },
  { question: 'The red planet?', type: 'subjective', options: [], answer: ['Mars'] },
];

const CAPABILITIES = {
  data: {
    provider: 'embedded',
    model: null,
    generate: {
      query: 'questionBank',
      file: 'document',
      similar_quiz: 'questionBank',
      similar_quiz_prompts: 'templates',
      choice_list: 'questionBank',
      subjective_answers: 'variants',
    },
    translate: false,
    tutor_chat: false,
    needs_model: ['openTopics'],
    jobs: 'threads',
  },
};

/** A promise resolved from outside: holds a response back so the generating state can be seen. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Handlers = Parameters<typeof mockApi>[0];

function stub(handlers: Handlers, plan = 'PRO') {
  return mockApi({
    'GET /api/users/me': () => json(userBody({ planType: plan })),
    'POST /api/ai/token': () => json({ access_token: 't', expires_in: 600, service_url: null }),
    'GET /api/ai/capabilities': () => json(CAPABILITIES),
    ...handlers,
  });
}

function start() {
  const result = renderElement(
    <>
      <AiEntryBar />
      <AiLayer />
      <PlanDialog />
      <Notifications />
    </>,
  );
  return result;
}

const cardCount = () => useBuildStore.getState().form.quizList.length;

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
});
beforeEach(() => {
  resetAiApi();
  useBuildStore.setState(initialBuildState());
  useAiUiStore.setState({ modal: null, hasOpenedModal: false, alert: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('topic modal', () => {
  it('goes idle → generating → success, selects within the rules and adds cards', async () => {
    const answer = deferred<Response>();
    const fetchSpy = stub({ 'POST /api/quiz-builder/generate/query': () => answer.promise });
    start();
    fireEvent.click(await screen.findByTestId('ai-open-topic'));
    const dialog = await screen.findByRole('dialog', { name: 'Make questions from a topic' });
    expect(within(dialog).getByTestId('ai-placeholder')).toBeInTheDocument();
    // The embedded provider's topics come from public quiz sets, and the entry point says so.
    expect(await within(dialog).findByTestId('ai-model-note')).toHaveTextContent(
      'Without an AI model, topics are answered only from public quiz sets',
    );

    // Empty prompt: the destructive 'empty prompt' dialog; nothing is sent.
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    expect(await screen.findByText('Enter a topic first.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ai-alert-confirm'));
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/generate/query'))).toBe(false);

    fireEvent.change(within(dialog).getByTestId('ai-topic-prompt'), { target: { value: 'planets' } });
    fireEvent.click(within(dialog).getByTestId('ai-option-count').querySelector('input[value="15"]')!);
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    expect(await within(dialog).findByTestId('ai-generating')).toHaveTextContent(
      'Writing questions about “planets”',
    );
    const sent = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/generate/query'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      locale: 'en', // the interface language (issue 16 item 4), not always Korean
      difficulty: 0,
      type: 'mixed',
      quiz_count: 15,
      try_count: 1,
      quiz_query: 'planets',
    });

    await act(async () =>
      answer.resolve(json({ questions: ITEMS, source_length: 10, used_source_length: 10 })),
    );
    const items = await within(dialog).findAllByTestId('ai-result-item');
    expect(items).toHaveLength(3);
    expect(within(dialog).getByTestId('ai-add')).toBeDisabled();

    // Select all, then none; then two by hand.
    fireEvent.click(within(dialog).getByLabelText('Select all'));
    expect(within(dialog).getByTestId('ai-selection-count')).toHaveTextContent('3 selected');
    fireEvent.click(within(dialog).getByLabelText('Select all'));
    expect(within(dialog).getByTestId('ai-selection-count')).toHaveTextContent('0 selected');
    fireEvent.click(items[0]!);
    fireEvent.click(items[2]!);
    fireEvent.click(within(dialog).getByTestId('ai-add'));

    expect(cardCount()).toBe(2);
    expect(useBuildStore.getState().form.quizList.map((quiz) => quiz.question)).toEqual([
      'Which planet is largest?',
      'The red planet?',
    ]);
    // An undoable list edit, like any other.
    expect(useBuildStore.getState().history.past).toHaveLength(1);
    await waitFor(() => expect(useAiUiStore.getState().modal).toBeNull());
    expect(await screen.findByText('2 questions added to the quiz set.')).toBeInTheDocument();

    // Reopened: the added items are faded with their chip and not selectable again.
    fireEvent.click(screen.getByTestId('ai-open-topic'));
    const again = await screen.findByRole('dialog', { name: 'Make questions from a topic' });
    expect(within(again).getAllByTestId('ai-added-chip')).toHaveLength(2);
    const reopened = within(again).getAllByTestId('ai-result-item');
    expect(reopened[0]).toBeDisabled();
    expect(reopened[1]).toBeEnabled();
    expect(within(again).getByTestId('ai-selection-count')).toHaveTextContent('up to 18 can be added');
  });

  it('on failure shows "fail to build AI quiz" without a close button and returns to idle', async () => {
    stub({
      'POST /api/quiz-builder/generate/query': () =>
        json({ error: { code: 'UNPROCESSABLE', message: 'configure', reason: 'NEEDS_MODEL' } }, 422),
    });
    start();
    fireEvent.click(await screen.findByTestId('ai-open-topic'));
    const dialog = await screen.findByRole('dialog', { name: 'Make questions from a topic' });
    fireEvent.change(within(dialog).getByTestId('ai-topic-prompt'), { target: { value: 'zzz' } });
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    const alert = await screen.findByRole('dialog', { name: 'Failed to build the AI quiz' });
    expect(alert).toHaveTextContent('configure an AI model for open topics');
    expect(alert.querySelector('.mantine-Modal-close')).toBeNull();
    fireEvent.click(within(alert).getByTestId('ai-alert-confirm'));
    expect(within(dialog).getByTestId('ai-placeholder')).toBeInTheDocument();
  });

  it('refuses a selection past the room left with the count-exceeded alert', async () => {
    stub({
      'POST /api/quiz-builder/generate/query': () =>
        json({ questions: ITEMS, source_length: 1, used_source_length: 1 }),
    });
    useBuildStore.setState({
      form: { ...createEmptyQuizSetForm(), quizList: Array.from({ length: 19 }, () => createMultiple()) },
    });
    start();
    fireEvent.click(await screen.findByTestId('ai-open-topic'));
    const dialog = await screen.findByRole('dialog', { name: 'Make questions from a topic' });
    fireEvent.change(within(dialog).getByTestId('ai-topic-prompt'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    const items = await within(dialog).findAllByTestId('ai-result-item');
    fireEvent.click(items[0]!);
    fireEvent.click(items[1]!);
    const alert = await screen.findByRole('dialog', { name: 'Too many questions' });
    expect(alert).toHaveTextContent('A quiz set holds up to 20 questions. 1 more can be added.');
    expect(within(dialog).getByTestId('ai-selection-count')).toHaveTextContent('1 selected');
  });
});

describe('file modal', () => {
  /** An NDJSON body whose lines are pushed by the test. */
  function lineStream() {
    let push!: (line: object) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (line) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        end = () => controller.close();
      },
    });
    const response = new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    return { response, push: (line: object) => push(line), end: () => end() };
  }

  const fileInput = (dialog: HTMLElement) =>
    within(dialog).getByTestId('ai-file-dropzone').querySelector('input[type=file]') as HTMLInputElement;

  it('shows the file, the 5-minute note and real progress, then results with their page', async () => {
    const stream = lineStream();
    stub({ 'POST /api/quiz-builder/generate/file': () => stream.response });
    start();
    fireEvent.click(await screen.findByTestId('ai-open-file'));
    const dialog = await screen.findByRole('dialog', { name: 'Make questions from a file' });
    expect(within(dialog).getByTestId('ai-placeholder')).toBeInTheDocument();

    // Generate without a file: 'file required'.
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    expect(await screen.findByText('Choose a file first.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ai-alert-confirm'));

    const file = new File(['%PDF-1.7'], 'lecture.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(dialog), { target: { files: [file] } });
    expect(await within(dialog).findByTestId('ai-file-chosen')).toHaveTextContent('lecture.pdf');
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    const generating = await within(dialog).findByTestId('ai-generating');
    expect(generating).toHaveTextContent('lecture.pdf');
    expect(generating).toHaveTextContent('up to 5 minutes');

    await act(async () => {
      stream.push({ type: 'job', job_id: 'j1' });
      stream.push({ type: 'progress', phase: 'reading', pages_read: 3, page_count: 14 });
    });
    expect(await within(dialog).findByText('Reading pages 3 / 14')).toBeInTheDocument();
    expect(within(dialog).getByTestId('ai-progress')).toHaveAttribute('data-percent', '11');
    await act(async () =>
      stream.push({ type: 'progress', phase: 'writing', questions_written: 5, question_count: 10 }),
    );
    expect(await within(dialog).findByText('Writing questions 5 / 10')).toBeInTheDocument();
    expect(within(dialog).getByTestId('ai-progress')).toHaveAttribute('data-percent', '75');

    await act(async () => {
      stream.push({ type: 'result', questions: ITEMS, source_length: 100, used_source_length: 90 });
      stream.end();
    });
    const items = await within(dialog).findAllByTestId('ai-result-item');
    expect(within(items[1]!).getByTestId('ai-source')).toHaveTextContent('From page 2');
    // Footer by status: regenerate and add (save).
    expect(within(dialog).getByTestId('ai-regenerate')).toBeInTheDocument();
    expect(within(dialog).getByTestId('ai-add')).toBeDisabled();
  });

  it('maps server refusals to spec §8 messages and tracks browser refusals as 413 / 415', async () => {
    const events: Array<[string, AnalyticsProps]> = [];
    const previous = setAnalyticsSink({ track: (event, props) => events.push([event, props]) });
    stub({
      'POST /api/quiz-builder/generate/file': () =>
        json({ error: { code: 'LOCKED', message: 'password' } }, 423),
    });
    start();
    fireEvent.click(await screen.findByTestId('ai-open-file'));
    const dialog = await screen.findByRole('dialog', { name: 'Make questions from a file' });

    fireEvent.change(fileInput(dialog), { target: { files: [new File(['x'], 'locked.pdf')] } });
    await within(dialog).findByTestId('ai-file-chosen');
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    expect(await screen.findByText("Remove the file's password and try again.")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ai-alert-confirm'));
    expect(events).toContainEqual(['ai_file_error', { type: 423, side: 'server' }]);

    const huge = new File(['x'], 'huge.txt');
    Object.defineProperty(huge, 'size', { value: 31 * 1024 * 1024 });
    fireEvent.change(fileInput(dialog), { target: { files: [huge] } });
    expect(await screen.findByText('Files can be up to 30 MB.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ai-alert-confirm'));
    expect(events).toContainEqual(['ai_file_error', { type: 413, side: 'client' }]);
    setAnalyticsSink(previous);
  });
});

describe('similar-question generator', () => {
  it('shows chips one by one, then pending, results, retry and add', async () => {
    const answer = deferred<void>();
    stub({
      'POST /api/quiz-builder/generate/get-similar-quiz-prompt': () =>
        json({ prompts: ['Make it harder', 'Other numbers', 'As OX'] }),
      'POST /api/quiz-builder/generate/similar-quiz': () =>
        answer.promise.then(() => json({ questions: ITEMS })),
    });
    const quiz = { ...createMultiple('card0001'), question: 'Which planet is largest?' };
    useBuildStore.setState({ form: { ...createEmptyQuizSetForm(), quizList: [quiz] } });
    start();
    act(() => useAiUiStore.getState().openModal({ kind: 'similar', quizId: 'card0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make similar questions' });
    expect(dialog).toHaveTextContent('Based on: Which planet is largest?');
    // The chips come in one at a time (spec §9: 500 ms apart), not all at once.
    await waitFor(() => expect(within(dialog).queryAllByTestId('ai-similar-chip').length).toBeGreaterThan(0));
    expect(within(dialog).queryAllByTestId('ai-similar-chip').length).toBeLessThan(3);
    await waitFor(() => expect(within(dialog).getAllByTestId('ai-similar-chip')).toHaveLength(3));
    fireEvent.click(within(dialog).getByText('Other numbers'));
    expect(within(dialog).getByTestId('ai-similar-prompt')).toHaveValue('Other numbers');

    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    expect(await within(dialog).findByTestId('ai-generating')).toHaveTextContent('“Other numbers”');
    await act(async () => answer.resolve());
    const items = await within(dialog).findAllByTestId('ai-result-item');

    fireEvent.click(within(dialog).getByTestId('ai-retry'));
    expect(within(dialog).getByTestId('ai-similar-prompt')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('ai-generate'));
    fireEvent.click((await within(dialog).findAllByTestId('ai-result-item'))[1]!);
    fireEvent.click(within(dialog).getByTestId('ai-add'));
    expect(cardCount()).toBe(2);
    expect(items).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make similar questions' })).toBeNull());
  });
});

describe('plan gate (spec §6)', () => {
  it('shows the badge and opens the plan dialog instead of the modal', async () => {
    stub({}, 'FREE');
    start();
    expect(await screen.findByTestId('plan-badge-AI_FROM_QUERY')).toHaveTextContent('Basic');
    fireEvent.click(screen.getByTestId('ai-open-topic'));
    const plan = await screen.findByRole('dialog', { name: 'Upgrade to Basic' });
    expect(plan).toHaveTextContent('AI questions from a topic needs the Basic plan.');
    expect(within(plan).getByTestId('plan-card-BASIC')).toHaveAttribute('data-highlighted', 'true');
    expect(within(plan).getByTestId('plan-current')).toHaveTextContent('Your plan');
    expect(useAiUiStore.getState().modal).toBeNull();
  });
});
