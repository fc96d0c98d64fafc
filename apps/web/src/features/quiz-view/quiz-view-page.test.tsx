import { CATEGORY_TREE } from '@quizset/domain';
import { screen, within } from '@testing-library/react';
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
      templateType: 'CLASSIC',
      categoryId: '102010102',
      categoryTreeData: {
        schoolTypeId: '102',
        gradeId: '10201',
        semesterId: '1020101',
        subjectId: '102010102',
      },
      publisher: { id: 'CUSTOM', customName: '우리출판' },
      isPublic: true,
      allowPass: true,
      showIncorrectAnswer: false,
      isShuffle: false,
      originQuizSetId: null,
      countryCode: 'KR',
      author: { id: 'u1', name: 'Kim Teacher', image: null },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T11:00:00.000Z',
      isLocked: false,
      enabledEdit: true,
      playCount: 3,
      quizList: [
        {
          quizId: 'mc000001',
          type: 'MULTIPLE_CHOICE',
          question: 'Which are even?',
          questionRichText: '<p>Which are <strong>even</strong>?</p>',
          imageUrl: '/uploads/q1.webp',
          hint: { type: 'TEXT', value: 'Divide by two' },
          choiceList: [
            { text: 'One', richText: '<p>One</p>', imageUrl: null },
            { text: 'Two', richText: '<p>Two</p>', imageUrl: null },
            { text: 'Four', richText: '', imageUrl: null },
          ],
          answerList: [1, 2],
        },
        {
          quizId: 'ox000001',
          type: 'OX',
          question: 'The sky is green.',
          questionRichText: '',
          imageUrl: null,
          hint: { type: 'YOUTUBE', value: 'https://youtu.be/abc' },
          answer: 'x',
        },
        {
          quizId: 'sj000001',
          type: 'SUBJECTIVE',
          question: 'Capital of Korea?',
          questionRichText: '<p>Capital of Korea?</p>',
          imageUrl: null,
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
    expect(within(mc).getByRole('img', { name: 'Image of question 1' })).toHaveAttribute(
      'src',
      '/uploads/q1.webp',
    );
    expect(within(mc).getByText('Divide by two')).toBeInTheDocument();
    const choices = within(within(mc).getByRole('list', { name: 'Choices' })).getAllByRole('listitem');
    expect(choices.map((choice) => choice.hasAttribute('data-correct'))).toEqual([false, true, true]);
    expect(choices[2]).toHaveTextContent('Four'); // empty rich text falls back to the plain text
    expect(within(mc).getAllByText('Correct')).toHaveLength(2);

    // OX: plain question (no rich text), the answer, a safe YouTube link.
    expect(within(ox).getByText('The sky is green.')).toBeInTheDocument();
    expect(within(ox).getByText('Answer: X')).toBeInTheDocument();
    expect(within(ox).getByRole('link', { name: 'https://youtu.be/abc' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // Subjective: every accepted answer, the first one flagged as the main one.
    expect(within(subjective).getByText('Seoul')).toBeInTheDocument();
    expect(within(subjective).getByText('서울')).toBeInTheDocument();
    expect(within(subjective).getByText('main answer')).toBeInTheDocument();
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
                id: 't-classic',
                name: { ko: '우리 교실', en: 'Our Classroom' },
                description: { ko: '', en: '' },
                mapType: 'CLASSIC',
                planType: 'FREE',
                thumbnailUrl: '/static/templates/classic.svg',
                isNew: false,
                sortOrder: 1,
              },
            ],
            userBuildInfo: { lastQuizSetCreationInfo: null, countryCode: 'KR' },
            categoryTree: CATEGORY_TREE,
            publishers: [],
          },
        }),
    });
    renderRoutes(routes, { path: '/quiz/qs1' });
    await screen.findByRole('heading', { name: '분수의 덧셈' });
    expect(await screen.findByText('Our Classroom')).toBeInTheDocument();
    // Middle school grade 1 shows as 7 (spec-decisions §3), semester 1.
    expect(screen.getByText('Middle school')).toBeInTheDocument();
    expect(screen.getByText('Grade 7')).toBeInTheDocument();
    expect(screen.getByText('Semester 1')).toBeInTheDocument();
    expect(screen.getByText('Math')).toBeInTheDocument();
    expect(screen.getByText('Publisher: 우리출판')).toBeInTheDocument();
    expect(screen.getByText('Hides correct answers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kim Teacher' })).toHaveAttribute('href', '/users/u1');
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
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('renders in Korean', async () => {
    mockApi({ 'GET /api/users/me': signedOut, 'GET /api/quizsets/qs1': () => json(quizSetBody()) });
    renderRoutes(routes, { path: '/quiz/qs1', lng: 'ko' });
    expect(await screen.findByText('객관식')).toBeInTheDocument();
    expect(screen.getByText('정답: X')).toBeInTheDocument();
    expect(screen.getByText('7학년')).toBeInTheDocument();
  });
});
