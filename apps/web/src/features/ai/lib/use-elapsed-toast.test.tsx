import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { useLazyAiLocales } from './lazy-locales';
import { formatElapsed, useElapsedToast } from './use-elapsed-toast';

function Probe() {
  useLazyAiLocales();
  const [isActive, setActive] = useState(true);
  useElapsedToast(isActive);
  return (
    <>
      <button type="button" onClick={() => setActive(false)}>
        done
      </button>
      <Notifications />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('elapsed-time toast (spec §9: after 5000 ms)', () => {
  it('formats m:ss', () => {
    expect(formatElapsed(5_000)).toBe('0:05');
    expect(formatElapsed(125_900)).toBe('2:05');
  });

  it('stays away for 5 s, then counts the time, and goes when the generation ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    renderElement(<Probe />);
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText(/elapsed/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('0:06 elapsed. It can take up to 5 minutes.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1:06 elapsed. It can take up to 5 minutes.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/elapsed/)).toBeNull();
  });
});
