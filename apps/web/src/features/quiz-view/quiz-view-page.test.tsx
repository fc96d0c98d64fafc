import { KR_CATEGORY_TREE } from '@quizset/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, signedOut, userBody } from '../../test/render';
import type { QuizSetView } from './api';
import QuizViewPage from './quiz-view-page';

function quizSetBody(overrides: Partial<QuizSetView> = {}): { data: QuizSetView } {
  return {
    data: {
      id: 'qs1',
      title: '분수의 덧셈',
      templateId: 't-classic',
      templateType: 'linear',
      categoryTreeData: { categoryTreeId: '1020102', schoolSemester: '1', publisher: '우리출판' },
      quizsetOptions: {
        isPublic: true,
        isAllowPass: true,
        showIncorrectAnswer: false,
        isShuffle: false,
        isLastSchoolInfoSaved: false,
        isAiTranslationEnabled: false,
      },
      materials: [],
      isNextQuizsetAvailable: false,
      nextQuizsetId: null,
      aiTranslationLanguages: [],
      aiTutorId: null,
      originQuizSetId: null,
      origin: null,
      countryCode: 'KR',
      author: { id: 'u1', name: 'Kim Teacher', image: null },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T11:00:00.000Z',
      isLocked: false,
      enabledEdit: true,
      playCount: 3,
      quizList: [
        {
          id: 'mc000001',
          order: 1,
          type: 'multiple',
          question: 'Which are even?',
          questionRichText: '<p>Which are <strong>even</strong>?</p>',
          questionImageUrl: '/uploads/q1.webp',
          hint: { type: 'text', value: 'Divide by two' },
          choiceList: [
            { text: 'One', richText: '<p>One</p>', imageUrl: null },
            { text: 'Two', richText: '<p>Two</p>', imageUrl: null },
            { text: 'Four', richText: '', imageUrl: null },
          ],
          answerList: [1, 2],
        },
        {
          id: 'ox000001',
          order: 2,
          type: 'ox',
          question: 'The sky is green.',
          questionRichText: '',
          questionImageUrl: null,
          hint: { type: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' },
          answer: 'x',
        },
        {
          id: 'sj000001',
          order: 3,
          type: 'subjective',
          question: 'Capital of Korea?',
          questionRichText: '<p>Capital of Korea?</p>',
          questionImageUrl: null,
          hint: null,
          answerList: ['Seoul', '서울'],
        },
      ],
      ...overrides,
    },
  };
}

const routes = [
  { path: '/quiz/:id', element: <QuizViewPage /> },
  { path: '/my-quizzes', element: <p>my quizzes</p> },
];

describe('QuizViewPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders every question type with its answers marked', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets/qs1': () => json(quizSetBody()) });
    renderRoutes(routes, { path: '/quiz/qs1' });
    expect(await screen.findByRole('heading', { name: '분수의 덧셈' })).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();

    const [mc, ox, subjective] = screen.getAllByRole('article');
    if (!mc || !ox || !subjective) throw new Error('expected three question cards');
    // Multiple choice: rich text rendered as HTML, image, hint, correct choices marked.
    expect(within(mc).getByText('Multiple choice')).toBeInTheDocument();
    expect(within(mc).getByText('even').tagName).toBe('STRONG');
    // No alt text written: the question is the image's alternative (issue 24 item 5).
    expect(within(mc).getByRole('img', { name: 'Which are even?' })).toHaveAttribute(
      'src',
      '/uploads/q1.webp',
    );
    expect(within(mc).getByText('Divide by two')).toBeInTheDocument();
    const choices = within(within(mc).getByRole('list', { name: 'Choices' })).getAllByRole('listitem');
    expect(choices.map((choice) => choice.hasAttribute('data-correct'))).toEqual([false, true, true]);
    expect(choices[2]).toHaveTextContent('Four'); // empty rich text falls back to the plain text
    expect(within(mc).getAllByText('Correct')).toHaveLength(2);

    // OX: plain question (no rich text), the answer, the YouTube hint as the builder and the player
    // show it (the hint feature's HintView): its link as text, the youtube-nocookie preview.
    expect(within(ox).getByText('The sky is green.')).toBeInTheDocument();
    expect(within(ox).getByText('Answer: X')).toBeInTheDocument();
    expect(within(ox).getByTestId('hint-youtube-link')).toHaveTextContent('https://youtu.be/dQw4w9WgXcQ');
    expect(within(ox).getByTestId('youtube-preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(within(ox).queryByRole('link')).toBeNull();

    // Subjective: every accepted answer, the first one flagged as the main one.
    expect(within(subjective).getByText('Seoul')).toBeInTheDocument();
    expect(within(subjective).getByText('서울')).toBeInTheDocument();
    expect(within(subjective).getByText('main answer')).toBeInTheDocument();
  });

  it('shows no correct marks when the server withheld the answers (anonymous, students)', async () => {
    const redacted = quizSetBody().data.quizList.map((quiz) =>
      quiz.type === 'ox' ? { ...quiz, answer: '' as const } : { ...quiz, answerList: [] },
    ) as QuizSetView['quizList'];
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs1': () => json(quizSetBody({ quizList: redacted, enabledEdit: false })),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    await screen.findByRole('heading', { name: '분수의 덧셈' });
    const [mc, ox, subjective] = screen.getAllByRole('article');
    if (!mc || !ox || !subjective) throw new Error('expected three question cards');
    const choices = within(within(mc).getByRole('list', { name: 'Choices' })).getAllByRole('listitem');
    expect(choices.map((choice) => choice.hasAttribute('data-correct'))).toEqual([false, false, false]);
    expect(within(mc).queryByText('Correct')).toBeNull();
    expect(within(ox).queryByText(/Answer:/)).toBeNull();
    expect(ox.querySelector('[data-correct]')).toBeNull();
    expect(within(subjective).queryByText('Accepted answers')).toBeNull();
    for (const card of [mc, ox, subjective])
      expect(within(card).getByText('Correct answers are shown to teachers only')).toBeInTheDocument();
  });

  it('shows the map, category, publisher and option labels', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs1': () => json(quizSetBody()),
      'GET /api/quiz-builder/build-data': () =>
        json({
          data: {
            templates: [
              {
                templateId: 't-classic',
                type: 'linear',
                templatePlanType: 'FREE',
                priority: 1,
                hasNewTag: false,
                thumbnailImage: '/static/templates/classic.svg',
                detailsImage: '/static/templates/classic.svg',
                serializedLocalize: {
                  ko: { name: '우리 교실', description: [], previewPlayUrl: null },
                  en: { name: 'Our Classroom', description: [], previewPlayUrl: null },
                },
              },
            ],
            userBuildInfo: { lastQuizSetCreationInfo: null, countryCode: 'KR' },
            categoryTree: KR_CATEGORY_TREE,
            publishers: [],
          },
        }),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    await screen.findByRole('heading', { name: '분수의 덧셈' });
    expect(await screen.findByText('Our Classroom')).toBeInTheDocument();
    // The tree's names: middle school, its grade 1, semester 1 (spec §3).
    expect(screen.getByText('Middle school')).toBeInTheDocument();
    expect(screen.getByText('Grade 1')).toBeInTheDocument();
    expect(screen.getByText('Semester 1')).toBeInTheDocument();
    expect(screen.getByText('Math')).toBeInTheDocument();
    expect(screen.getByText('Publisher: 우리출판')).toBeInTheDocument();
    expect(screen.getByText('Hides correct answers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kim Teacher' })).toHaveAttribute('href', '/users/u1');

    // A thumbnail that does not load gives way to the map type's placeholder, not an empty box.
    const thumbnail = document.querySelector('img[src="/static/templates/classic.svg"]');
    if (!thumbnail) throw new Error('expected the map thumbnail');
    fireEvent.error(thumbnail);
    expect(document.querySelector('img[src="/static/templates/classic.svg"]')).toBeNull();
    expect(screen.getByText('Linear')).toBeInTheDocument();
  });

  it('gives the owner edit, duplicate and delete', async () => {
    mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/quizsets/qs1': () => json(quizSetBody()),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/build?quizSetId=qs1&mode=UPDATE',
    );
    expect(screen.getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/build?quizSetId=qs1&mode=DUPLICATE',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows a signed-in non-owner duplicate only, and a signed-out reader nothing', async () => {
    mockApi({
      'GET /api/users/me': () => json(userBody({ id: 'u2' })),
      'GET /api/quizsets/qs1': () => json(quizSetBody({ enabledEdit: false })),
    });
    const first = renderRoutes(routes, { path: '/quiz/qs1' });
    expect(await screen.findByRole('link', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs1': () => json(quizSetBody({ enabledEdit: false })),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    await screen.findByRole('heading', { name: '분수의 덧셈' });
    expect(screen.queryByRole('link', { name: 'Duplicate' })).not.toBeInTheDocument();
  });

  it('says when the set is a fresh copy', async () => {
    mockApi({
      'GET /api/users/me': () => json(userBody()),
      'GET /api/quizsets/qs1': () => json(quizSetBody()),
    });
    renderRoutes(routes, { path: '/quiz/qs1?isDuplicate=true' });
    expect(await screen.findByText('This is a copy')).toBeInTheDocument();
  });

  it('shows the not-found page for a missing or private set', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/nope': () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    });
    renderRoutes(routes, { path: '/quiz/nope' });
    expect(await screen.findByRole('heading', { name: 'Quiz set not found' })).toBeInTheDocument();
    expect(screen.getByText(/may have been deleted or made private/)).toBeInTheDocument();
  });

  it('renders in Korean', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets/qs1': () => json(quizSetBody()) });
    renderRoutes(routes, { path: '/quiz/qs1', lng: 'ko' });
    expect(await screen.findByText('객관식')).toBeInTheDocument();
    expect(screen.getByText('정답: X')).toBeInTheDocument();
    expect(screen.getByText('중학교')).toBeInTheDocument();
    expect(screen.getByText('1학년')).toBeInTheDocument();
  });
});

describe('the credit of a duplicate (issue 7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links the original set and its author, with a title that looks like markup shown as text', async () => {
    const origin = { id: 'orig1', title: '<b>원본</b> [author]', author: { id: 'u9', name: 'Lee Teacher' } };
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs1': () => json(quizSetBody({ originQuizSetId: 'orig1', origin })),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    const credit = await screen.findByTestId('origin-credit');
    expect(credit).toHaveTextContent('Copied from <b>원본</b> [author] by Lee Teacher');
    expect(within(credit).getByRole('link', { name: '<b>원본</b> [author]' })).toHaveAttribute(
      'href',
      '/quiz/orig1',
    );
    expect(within(credit).getByRole('link', { name: 'Lee Teacher' })).toHaveAttribute('href', '/users/u9');
  });

  it('gives a neutral credit in Korean when the original is deleted or private', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs1': () => json(quizSetBody({ originQuizSetId: 'gone', origin: null })),
    });
    renderRoutes(routes, { path: '/quiz/qs1', lng: 'ko' });
    const credit = await screen.findByTestId('origin-credit');
    expect(credit).toHaveTextContent('다른 퀴즈 세트에서 복사했어요');
    expect(within(credit).queryByRole('link')).toBeNull();
  });

  it('shows no credit on a set that is not a copy', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets/qs1': () => json(quizSetBody()) });
    renderRoutes(routes, { path: '/quiz/qs1' });
    await screen.findByRole('heading', { level: 1, name: '분수의 덧셈' });
    expect(screen.queryByTestId('origin-credit')).toBeNull();
  });
});
