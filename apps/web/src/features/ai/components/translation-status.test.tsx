import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderElement } from '../../../test/render';
import { resetAiApi } from '../lib/ai-api';
import { TranslationStatus } from './translation-status';

const capabilities = (translate: boolean) =>
  json({
    data: {
      provider: translate ? 'openai' : 'embedded',
      model: null,
      generate: {},
      translate,
      tutor_chat: false,
      needs_model: [],
      jobs: 'threads',
    },
  });

beforeEach(() => resetAiApi());
afterEach(() => vi.unstubAllGlobals());

describe('AI translation state (issue 9 "Translation")', () => {
  it('says when no configured model can translate, and shows each language’s state', async () => {
    mockApi({
      'POST /api/ai/token': () => json({ access_token: 't', expires_in: 600, service_url: null }),
      'GET /api/ai/capabilities': () => capabilities(false),
      'GET /api/quizsets/qs1/translations': () =>
        json({
          data: {
            en: {
              status: 'unavailable',
              updatedAt: '2026-01-01T00:00:00.000Z',
              error: 'NEEDS_MODEL',
              isCurrent: false,
            },
          },
        }),
    });
    renderElement(<TranslationStatus quizSetId="qs1" languages={['en', 'ja']} />);
    const note = await screen.findByTestId('ai-translation-needs-model');
    expect(note).toHaveTextContent('will not be translated');
    // Issue 15 item 11: the settings say why, and what players see.
    expect(note).toHaveTextContent('cannot translate');
    expect(note).toHaveTextContent('players are not offered a language choice');
    expect(await screen.findByText('en: needs an AI model')).toBeInTheDocument();
    expect(screen.getByText('ja: waiting')).toBeInTheDocument();
  });

  it('says nothing extra when the model translates, and nothing at all without languages', async () => {
    mockApi({
      'POST /api/ai/token': () => json({ access_token: 't', expires_in: 600, service_url: null }),
      'GET /api/ai/capabilities': () => capabilities(true),
      'GET /api/quizsets/qs1/translations': () =>
        json({
          data: {
            en: { status: 'done', updatedAt: '2026-01-01T00:00:00.000Z', error: null, isCurrent: true },
          },
        }),
    });
    const { unmount } = renderElement(<TranslationStatus quizSetId="qs1" languages={['en']} />);
    expect(await screen.findByText('en: translated')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-translation-needs-model')).toBeNull();
    unmount();
    renderElement(<TranslationStatus languages={[]} />);
    expect(screen.queryByTestId('ai-translation-status')).toBeNull();
  });
});
