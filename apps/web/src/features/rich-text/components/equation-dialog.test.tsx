import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { EquationDialog } from './equation-dialog';

// MathLive's element needs a real browser; a plain input stands in for it (same props contract).
vi.mock('./math-field-input', () => ({
  default: ({
    initialLatex,
    onChange,
    ariaLabel,
  }: {
    initialLatex: string;
    onChange: (v: string) => void;
    ariaLabel: string;
  }) => (
    <input
      aria-label={ariaLabel}
      defaultValue={initialLatex}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

describe('EquationDialog (issue 3 "Formulas")', () => {
  it('enables submit only for a non-empty formula without placeholders', async () => {
    const onSubmit = vi.fn();
    renderElement(
      <EquationDialog opened initialLatex="" mode="insert" onClose={vi.fn()} onSubmit={onSubmit} />,
    );
    const field = await screen.findByLabelText('Formula');
    const submit = screen.getByTestId('equation-submit');
    expect(submit).toBeDisabled();

    fireEvent.change(field, { target: { value: '\\frac{1}{\\placeholder{}}' } });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Fill in every empty box before inserting.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '\\frac{1}{2}' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('\\frac{1}{2}');
  });

  it('edits an existing formula, with a guide link and a keyboard toggle', async () => {
    renderElement(
      <EquationDialog opened initialLatex="x^2" mode="edit" onClose={vi.fn()} onSubmit={vi.fn()} />,
      { lng: 'ko' },
    );
    expect(await screen.findByLabelText('수식')).toHaveValue('x^2');
    expect(screen.getByTestId('equation-submit')).toBeEnabled();
    expect(screen.getByRole('link', { name: '수식 입력 방법' })).toHaveAttribute('target', '_blank');
    const toggle = screen.getByTestId('math-keyboard-toggle');
    expect(toggle).toHaveTextContent('수식 키보드 열기');
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('수식 키보드 닫기');
  });
});
