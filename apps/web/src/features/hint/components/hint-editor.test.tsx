import type { Hint } from '@quizset/domain';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { HintEditor } from './hint-editor';

function Harness({ initial, onChange }: { initial: Hint | null; onChange?: (hint: Hint | null) => void }) {
  const [hint, setHint] = useState(initial);
  return (
    <HintEditor
      hint={hint}
      onChange={(next) => {
        setHint(next);
        onChange?.(next);
      }}
    />
  );
}

describe('HintEditor (issue 3 "Hint")', () => {
  it('adds a TEXT hint with an empty value, and removes it', () => {
    const onChange = vi.fn();
    renderElement(<Harness initial={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a hint' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'text', value: '' });
    expect(screen.getByRole('textbox', { name: 'Hint text' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove hint' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('counts TEXT up to 300 and shows the spec message beyond', () => {
    renderElement(<Harness initial={{ type: 'text', value: '' }} />);
    const input = screen.getByRole('textbox', { name: 'Hint text' });
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByText('3 / 300')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(301) } });
    expect(screen.getByText('Hint must be at most 300 characters')).toBeInTheDocument();
  });

  it('switching type clears the value', () => {
    const onChange = vi.fn();
    renderElement(<Harness initial={{ type: 'text', value: 'clue' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'YouTube' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'youtube', value: '' });
    expect(screen.getByRole('textbox', { name: 'YouTube link' })).toHaveValue('');
  });

  it('YOUTUBE: refuses other links, previews a valid one through youtube-nocookie', () => {
    renderElement(<Harness initial={{ type: 'youtube', value: '' }} />, { lng: 'ko' });
    const input = screen.getByRole('textbox', { name: '유튜브 링크' });
    fireEvent.change(input, { target: { value: 'https://vimeo.com/1' } });
    expect(screen.getByText('유튜브 링크가 올바르지 않아요')).toBeInTheDocument();
    expect(screen.queryByTestId('youtube-preview')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'https://youtu.be/dQw4w9WgXcQ?t=10' } });
    expect(screen.getByTestId('youtube-preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('IMAGE uses the image field', () => {
    renderElement(<Harness initial={{ type: 'image', value: '' }} />);
    expect(screen.getByTestId('image-dropzone')).toBeInTheDocument();
  });

  it('shows the card’s validation message', () => {
    renderElement(
      <HintEditor
        hint={{ type: 'text', value: '' }}
        onChange={vi.fn()}
        error="required input is empty, please complete"
      />,
    );
    expect(screen.getByText('required input is empty, please complete')).toBeInTheDocument();
  });
});
