import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextContent } from '../components/rich-text-content';

const renderFormulaInto = vi.hoisted(() =>
  vi.fn(async (element: HTMLElement, latex: string) => {
    element.innerHTML = `<span class="rendered">${latex}</span>`;
  }),
);
vi.mock('../lib/render-formula', () => ({ renderFormulaInto }));

describe('useFormulaEnhancer (issue 3: view mode renders formulas)', () => {
  it('renders each stored formula node', async () => {
    const { container } = render(
      <RichTextContent html={'<p>a <span data-type="math" data-latex="x^2"></span> b</p>'} />,
    );
    await waitFor(() => expect(container.querySelector('.rendered')).toHaveTextContent('x^2'));
    expect(renderFormulaInto).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the HTML holds no formula', async () => {
    renderFormulaInto.mockClear();
    render(<RichTextContent html="<p>plain</p>" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renderFormulaInto).not.toHaveBeenCalled();
  });
});
