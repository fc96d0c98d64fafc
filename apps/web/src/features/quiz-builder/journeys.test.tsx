import { TITLE_MAX_LENGTH } from '@quizset/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, userBody } from '../../test/render';
import BuildPage from './build-page';
import { draftKey } from './lib/draft-storage';
import { initialBuildState, useBuildStore } from './store/build-store';
import { buildData } from './test/fixtures';

/** Issue 19 "Teacher journeys without a stumble": the builder items 5 (title) and 6 (draft). */

const DRAFT_KEY = draftKey('u1');
const routes = [{ path: '/build', element: <BuildPage /> }];

function stubApi() {
  return mockApi({
    'GET /api/users/me': () => json(userBody({ planType: 'PRO' })),
    'GET /api/quiz-builder/build-data': () => json({ data: buildData }),
  });
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
});
beforeEach(() => {
  useBuildStore.setState(initialBuildState());
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('title (issue 19 item 5: stops at 60 with a counter)', () => {
  it('keeps the first 60 characters of a longer title and counts them', async () => {
    stubApi();
    renderRoutes(routes, { path: '/build' });
    fireEvent.click((await screen.findAllByTestId('map-card-classic-1'))[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('map-submit'));
    const title = await screen.findByRole('textbox', { name: 'Quiz set title' });
    expect(screen.getByTestId('title-counter')).toHaveTextContent(`0/${TITLE_MAX_LENGTH}`);
    fireEvent.change(title, { target: { value: '가'.repeat(70) } });
    expect(title).toHaveValue('가'.repeat(TITLE_MAX_LENGTH));
    expect(useBuildStore.getState().form.title).toBe('가'.repeat(TITLE_MAX_LENGTH));
    expect(screen.getByTestId('title-counter')).toHaveTextContent(`60/${TITLE_MAX_LENGTH}`);
    // At the limit the field never complains: 60 is allowed (spec §5).
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('draft dialog (issue 19 item 6: nothing deleted without asking)', () => {
  function storeDraft() {
    const form = { ...initialBuildState().form, title: 'Half-done quiz', templateId: 'classic-1' };
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: '3.0', data: form, timeStamp: 1_700_000_000_000, ownerId: 'u1' }),
    );
  }

  it('"Start new" asks first; "Keep the draft" keeps it and the dialog still offers it', async () => {
    stubApi();
    storeDraft();
    renderRoutes(routes, { path: '/build' });
    await screen.findByTestId('draft-title');
    fireEvent.click(screen.getByTestId('draft-start-new'));
    expect(screen.getByTestId('draft-discard-warning')).toHaveTextContent('deletes this draft for good');
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByTestId('draft-discard-back'));
    expect(screen.getByTestId('draft-continue')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Half-done quiz');
  });

  it('deletes the draft only after "Delete draft"', async () => {
    stubApi();
    storeDraft();
    renderRoutes(routes, { path: '/build' });
    await screen.findByTestId('draft-title');
    fireEvent.click(screen.getByTestId('draft-start-new'));
    fireEvent.click(screen.getByTestId('draft-discard-confirm'));
    await waitFor(() => expect(useBuildStore.getState().pendingDraft).toBeNull());
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
