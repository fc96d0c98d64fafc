import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadOnce,
  onDemand,
  preloaded,
  useLoaded,
  usePreloadAfterPaint,
  usePreloadSettled,
} from './preloaded';

/**
 * issue 20 item 1: a part loaded beside the page's data is drawn as its stand-in only until it has
 * arrived, never after, and the stand-in stays when the load fails.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** `load` with a count of its calls. */
function counted<T>(load: () => Promise<T>) {
  const counter = {
    calls: 0,
    load: () => {
      counter.calls += 1;
      return load();
    },
  };
  return counter;
}

const Real = ({ label }: { label: string }) => <p>real {label}</p>;
const StandIn = ({ label }: { label: string }) => <p>stand-in {label}</p>;

describe('preloaded', () => {
  it('starts loading at once and draws the stand-in until the component arrives', async () => {
    const load = deferred<typeof Real>();
    const loader = counted(() => load.promise);
    const Part = preloaded(loader.load, StandIn);
    expect(loader.calls).toBe(1); // before any render
    render(<Part label="a" />);
    expect(screen.getByText('stand-in a')).toBeInTheDocument();
    await act(async () => {
      load.resolve(Real);
      await Part.ready;
    });
    expect(screen.getByText('real a')).toBeInTheDocument();
    expect(screen.queryByText('stand-in a')).toBeNull();
  });

  it('never draws the stand-in when the component arrived before the first render', async () => {
    const Part = preloaded(() => Promise.resolve(Real), StandIn);
    await Part.ready;
    render(<Part label="b" />);
    expect(screen.getByText('real b')).toBeInTheDocument();
  });

  it('keeps the stand-in when the load fails', async () => {
    const load = deferred<typeof Real>();
    const Part = preloaded(() => load.promise, StandIn);
    render(<Part label="c" />);
    await act(async () => {
      load.reject(new Error('offline'));
      await Part.ready;
    });
    expect(screen.getByText('stand-in c')).toBeInTheDocument();
  });
});

describe('preloaded: the keyboard across the swap (lib/carry-focus.ts)', () => {
  interface FieldProps {
    value: string;
  }
  // Different trees around one text field, as a stand-in and Mantine's NumberInput are.
  const FieldStandIn = ({ value }: FieldProps) => <input aria-label="seconds" defaultValue={value} />;
  const RealField = ({ value }: FieldProps) => (
    <div>
      <input aria-label="seconds" defaultValue={value} data-real="" />
      <button type="button" tabIndex={-1}>
        +
      </button>
    </div>
  );
  const Page = ({ Field }: { Field: React.ComponentType<FieldProps> }) => (
    <>
      <button type="button">before</button>
      <Field value="20" />
      <button type="button">after</button>
    </>
  );

  it('gives focus and the caret to the real field when the code arrives as the stand-in is typed in', async () => {
    const load = deferred<typeof RealField>();
    const Field = preloaded(() => load.promise, FieldStandIn);
    render(<Page Field={Field} />);
    const standIn = screen.getByRole<HTMLInputElement>('textbox', { name: 'seconds' });
    standIn.focus();
    standIn.setSelectionRange(1, 1);
    await act(async () => {
      load.resolve(RealField);
      await Field.ready;
    });
    const real = screen.getByRole<HTMLInputElement>('textbox', { name: 'seconds' });
    expect(real).toHaveAttribute('data-real');
    expect(real).toHaveFocus();
    expect([real.selectionStart, real.selectionEnd]).toEqual([1, 1]);
  });

  it('leaves focus where it is when it was outside the part', async () => {
    const load = deferred<typeof RealField>();
    const Field = preloaded(() => load.promise, FieldStandIn);
    render(<Page Field={Field} />);
    screen.getByRole('button', { name: 'after' }).focus();
    await act(async () => {
      load.resolve(RealField);
      await Field.ready;
    });
    expect(screen.getByRole('textbox', { name: 'seconds' })).toHaveAttribute('data-real');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('moves nothing when the part is first drawn after its code arrived (another screen, later)', async () => {
    const Field = preloaded(() => Promise.resolve(RealField), FieldStandIn);
    const { unmount } = render(
      <>
        <button type="button">menu</button>
        <input aria-label="search" />
      </>,
    ); // the search field at the place the part's field will have
    screen.getByRole('textbox', { name: 'search' }).focus();
    await Field.ready;
    unmount(); // the focused field goes, focus falls to the page
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Page Field={Field} />);
    expect(document.body).toHaveFocus();
  });
});

describe('usePreloadSettled', () => {
  it('is false until the load settles, then true, and true from the first render after', async () => {
    const load = deferred<typeof Real>();
    const Part = preloaded(() => load.promise, StandIn);
    const { result } = renderHook(() => usePreloadSettled(Part));
    expect(result.current).toBe(false);
    await act(async () => {
      load.resolve(Real);
      await Part.ready;
    });
    expect(result.current).toBe(true);
    // A view mounted later (a page visited again) is drawn at once, with no loader first.
    expect(renderHook(() => usePreloadSettled(Part)).result.current).toBe(true);
  });

  it('is true after a failed load too: the view is then drawn with the stand-in', async () => {
    const load = deferred<typeof Real>();
    const Part = preloaded(() => load.promise, StandIn);
    const { result } = renderHook(() => usePreloadSettled(Part));
    await act(async () => {
      load.reject(new Error('offline'));
      await Part.ready;
    });
    expect(result.current).toBe(true);
  });
});

describe('loadOnce and useLoaded', () => {
  it('loads once for every caller, tells listeners when it arrives, and draws its users again', async () => {
    const load = deferred<string>();
    const loader = counted(() => load.promise);
    const store = loadOnce(loader.load);
    expect(loader.calls).toBe(0); // nothing until asked for
    const listener = vi.fn();
    store.subscribe(listener);
    const first = renderHook(() => useLoaded(store));
    const second = renderHook(() => useLoaded(store));
    expect(first.result.current).toBeNull();
    expect(loader.calls).toBe(1); // both renders asked; one load
    await act(async () => {
      load.resolve('renderer');
      await store.preload();
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('renderer');
    expect(first.result.current).toBe('renderer');
    expect(second.result.current).toBe('renderer');
    void store.preload();
    expect(loader.calls).toBe(1);
  });

  it('starts no load while not wanted, and starts it once wanted', () => {
    const loader = counted(() => new Promise<string>(() => {}));
    const store = loadOnce(loader.load);
    const { rerender } = renderHook(({ wanted }) => useLoaded(store, wanted), {
      initialProps: { wanted: false },
    });
    expect(loader.calls).toBe(0);
    rerender({ wanted: true });
    expect(loader.calls).toBe(1);
  });

  it('forgets a failed load so that the next preload tries again', async () => {
    let fail = true;
    const loader = counted(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(7)));
    const store = loadOnce(loader.load);
    await store.preload(); // settles: a failure does not reject
    expect(store.get()).toBeNull();
    fail = false;
    await store.preload();
    expect(loader.calls).toBe(2);
    expect(store.get()).toBe(7);
  });
});

describe('onDemand', () => {
  it('loads nothing until preload() is called, then draws the real component at once', async () => {
    const loader = counted(() => Promise.resolve(Real));
    const Part = onDemand(loader.load, StandIn);
    expect(loader.calls).toBe(0);
    await Promise.all([Part.preload(), Part.preload()]);
    expect(loader.calls).toBe(1);
    render(<Part label="d" />);
    expect(screen.getByText('real d')).toBeInTheDocument();
  });

  it('loads when first drawn without a preload, the stand-in shown until then', async () => {
    const load = deferred<typeof Real>();
    const loader = counted(() => load.promise);
    const Part = onDemand(loader.load, StandIn);
    render(<Part label="e" />);
    expect(screen.getByText('stand-in e')).toBeInTheDocument();
    expect(loader.calls).toBe(1);
    await act(async () => {
      load.resolve(Real);
      await Part.preload();
    });
    expect(screen.getByText('real e')).toBeInTheDocument();
  });

  it('keeps the stand-in after a failed load and tries again when next drawn or asked for', async () => {
    let attempt = 0;
    const Part = onDemand(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Real);
    }, StandIn);
    await Part.preload();
    render(<Part label="f" />);
    expect(screen.getByText('stand-in f')).toBeInTheDocument();
    await act(async () => {
      await Part.preload();
    });
    expect(attempt).toBe(2);
    expect(screen.getByText('real f')).toBeInTheDocument();
  });
});

describe('onDemand with retry (the player)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps trying a failed load while its stand-in is drawn, and draws the part once it arrives', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const Part = onDemand(
      () => {
        attempt += 1;
        return attempt <= 3 ? Promise.reject(new Error('offline')) : Promise.resolve(Real);
      },
      StandIn,
      { retry: true },
    );
    render(<Part label="g" />);
    expect(screen.getByText('stand-in g')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    });
    expect(attempt).toBe(3);
    expect(screen.getByText('stand-in g')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(attempt).toBe(4);
    expect(screen.getByText('real g')).toBeInTheDocument();
  });
});

describe('usePreloadAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the parts only once `when` holds and a frame has been painted', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const loader = counted(() => Promise.resolve(Real));
    const Part = onDemand(loader.load, StandIn);
    const parts = [Part];
    const { rerender } = renderHook(({ when }) => usePreloadAfterPaint(when, parts), {
      initialProps: { when: false },
    });
    vi.runAllTimers();
    expect(loader.calls).toBe(0);
    rerender({ when: true });
    expect(loader.calls).toBe(0); // not in the effect: the screen is not painted yet
    vi.advanceTimersToNextFrame();
    expect(loader.calls).toBe(0); // the frame's paint comes after its callbacks
    vi.runAllTimers();
    expect(loader.calls).toBe(1);
  });
});
