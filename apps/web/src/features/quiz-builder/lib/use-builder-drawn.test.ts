import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuilderDrawn } from './use-builder-drawn';

/** The hook with props the test can change (`isReady`, `isPickerOpen`). */
function render(isReady: boolean, isPickerOpen: boolean) {
  return renderHook(
    (props: { isReady: boolean; isPickerOpen: boolean }) =>
      useBuilderDrawn(props.isReady, props.isPickerOpen),
    { initialProps: { isReady, isPickerOpen } },
  );
}

describe('useBuilderDrawn (issue 20: the map picker before the builder)', () => {
  it('draws nothing while the page is loading', () => {
    expect(render(false, false).result.current).toBe(false);
  });

  it('draws the picker alone first when the page opens on it, then the builder', async () => {
    const view = render(false, false);
    view.rerender({ isReady: true, isPickerOpen: true });
    expect(view.result.current).toBe(false);
    await waitFor(() => expect(view.result.current).toBe(true));
  });

  it('draws the builder at once when the page opens without the picker (a draft, the guide)', () => {
    const view = render(false, false);
    view.rerender({ isReady: true, isPickerOpen: false });
    expect(view.result.current).toBe(true);
  });

  it('draws the builder at once when the picker closes before it came, and keeps it', () => {
    const view = render(true, true);
    expect(view.result.current).toBe(false);
    act(() => view.rerender({ isReady: true, isPickerOpen: false }));
    expect(view.result.current).toBe(true);
    act(() => view.rerender({ isReady: true, isPickerOpen: true }));
    expect(view.result.current).toBe(true);
  });
});
