import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingToolbar } from './use-roving-toolbar';

/** A toolbar of `count` buttons (the second disabled when asked) between two outside buttons. */
function Harness({ count, withDisabled = false }: { count: number; withDisabled?: boolean }) {
  const roving = useRovingToolbar<HTMLDivElement>();
  const [extra, setExtra] = useState(false);
  return (
    <>
      <button type="button">before</button>
      <div
        role="toolbar"
        aria-label="Text formatting"
        ref={roving.ref}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {Array.from({ length: count }, (_, index) => (
          <button key={`b${index + 1}`} type="button" disabled={withDisabled && index === 1}>
            {`b${index + 1}`}
          </button>
        ))}
        {extra && <button type="button">late</button>}
      </div>
      <button type="button" onClick={() => setExtra(true)}>
        after
      </button>
    </>
  );
}

// Issue 24 item 5 / issue 19 item 13: the rich-text toolbar is one tab stop, arrows move inside it.
describe('useRovingToolbar', () => {
  it('makes the toolbar one tab stop, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness count={8} />);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'b1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'b1' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, wrapping, and remembers the last button', async () => {
    const user = userEvent.setup();
    render(<Harness count={4} withDisabled />);
    screen.getByRole('button', { name: 'b1' }).focus();
    await user.keyboard('{ArrowRight}');
    // b2 is disabled: skipped.
    expect(screen.getByRole('button', { name: 'b3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'b4' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'b1' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'b4' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'b3' })).toHaveFocus();
    // Leaving and coming back lands on the button last used.
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'b3' })).toHaveFocus();
  });

  it('keeps a button added later out of the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness count={2} />);
    await user.click(screen.getByRole('button', { name: 'after' }));
    const late = await screen.findByRole('button', { name: 'late' });
    await expect.poll(() => late.getAttribute('tabindex')).toBe('-1');
    expect(
      screen.getAllByRole('button').filter((button) => button.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
  });
});
