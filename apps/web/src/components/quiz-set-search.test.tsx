import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { QuizSetSearchForm } from './quiz-set-search-form';
import { useQuizSetSearchParams } from './use-quiz-set-search-params';

function Harness() {
  const { params, setParams } = useQuizSetSearchParams('POPULARITY');
  return (
    <>
      <QuizSetSearchForm params={params} onChange={setParams} />
      <output data-testid="params">{JSON.stringify(params)}</output>
    </>
  );
}

const routes = [{ path: '/public', element: <Harness /> }];
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}');

describe('search params ↔ search form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the form state from the URL, with defaults for missing or unknown values', () => {
    renderRoutes(routes, { path: '/public?q=%EC%88%98%ED%95%99&qType=BOGUS' });
    expect(params()).toEqual({ q: '수학', qType: 'ALL', order: 'POPULARITY' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('수학');
  });

  it('writes text on submit and type/order at once, leaving defaults out of the URL', async () => {
    const { router } = renderRoutes(routes, { path: '/public' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fractions');
    // Typing alone does not search.
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=fractions');

    await user.click(screen.getByRole('radio', { name: 'Newest' }));
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('RECENTLY');
    await user.click(screen.getByRole('radio', { name: 'Most played' }));
    expect(new URLSearchParams(router.state.location.search).has('order')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'AUTHOR_NAME');
    expect(new URLSearchParams(router.state.location.search).get('qType')).toBe('AUTHOR_NAME');
    expect(params()).toEqual({ q: 'fractions', qType: 'AUTHOR_NAME', order: 'POPULARITY' });
  });

  it('re-syncs the form when the URL changes (back / a link)', async () => {
    const { router } = renderRoutes(routes, { path: '/public?q=first' });
    await router.navigate('/public?q=second&order=RECENTLY');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('second'));
    const order = screen.getByRole('radiogroup', { name: 'Sort by' });
    expect(within(order).getByRole('radio', { name: 'Newest' })).toBeChecked();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('first'));
  });
});
