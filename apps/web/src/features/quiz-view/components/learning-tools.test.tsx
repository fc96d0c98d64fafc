import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, signedOut } from '../../../test/render';
import type { QuizSetView } from '../api';
import { LearningTools } from './learning-tools';

/** Only the fields LearningTools reads; the rest of the read model does not matter here. */
function quizSet(overrides: Partial<QuizSetView>): QuizSetView {
  return {
    quizsetOptions: { isAiTranslationEnabled: false },
    aiTranslationLanguages: [],
    aiTutorId: null,
    isNextQuizsetAvailable: false,
    nextQuizsetId: null,
    ...overrides,
  } as QuizSetView;
}

const tutorLocalize = { displayName: 'Professor Owl', introduction: 'Asks you good questions.' };

afterEach(() => vi.unstubAllGlobals());

describe('LearningTools on /quiz/{id} (issue 19 item 21)', () => {
  it('shows the tutor, the translation languages in the interface language and the next set', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/ai-tutor-templates/tutor-owl': () =>
        json({
          data: {
            id: 'tutor-owl',
            avatarSrc: '/tutors/owl.svg',
            serializedLocalize: { ko: { ...tutorLocalize, displayName: '부엉이 박사' }, en: tutorLocalize },
          },
        }),
      'GET /api/quizsets/qs-next': () => json({ data: { id: 'qs-next', title: 'Fractions, part 2' } }),
    });
    const set = quizSet({
      aiTutorId: 'tutor-owl',
      quizsetOptions: { isAiTranslationEnabled: true } as QuizSetView['quizsetOptions'],
      aiTranslationLanguages: ['ja', 'vi'],
      isNextQuizsetAvailable: true,
      nextQuizsetId: 'qs-next',
    });
    renderRoutes([{ path: '/', element: <LearningTools quizSet={set} /> }]);
    expect(await screen.findByText('Professor Owl')).toBeInTheDocument();
    expect(screen.getByText('Japanese')).toBeInTheDocument();
    expect(screen.getByText('Vietnamese')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fractions, part 2' })).toHaveAttribute(
      'href',
      '/quiz/qs-next',
    );
  });

  it('says "cannot be loaded" for a next set the reader may not read (spec §8)', async () => {
    mockApi({
      'GET /api/users/me': signedOut,
      'GET /api/quizsets/qs-private': () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    });
    renderRoutes([
      {
        path: '/',
        element: (
          <LearningTools quizSet={quizSet({ isNextQuizsetAvailable: true, nextQuizsetId: 'qs-private' })} />
        ),
      },
    ]);
    expect(await screen.findByText('This cannot be loaded.')).toBeInTheDocument();
  });

  it('shows nothing for a set without tutor, translations or next set', async () => {
    mockApi({ 'GET /api/users/me': signedOut });
    renderRoutes([{ path: '/', element: <LearningTools quizSet={quizSet({})} /> }]);
    expect(screen.queryByRole('region', { name: 'Learning tools' })).toBeNull();
    expect(screen.queryByText('Learning tools')).toBeNull();
  });
});
