import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import type { ImageUploadDeps } from '../hooks/use-image-upload';
import { ImageRuleError } from '../lib/image-rule-error';
import { QuestionImageField } from './question-image-field';

const png = () => new File(['png'], 'a.png', { type: 'image/png' });

function deps(overrides: Partial<ImageUploadDeps> = {}): ImageUploadDeps {
  return {
    prepare: vi.fn(async () => new Blob(['webp'])),
    upload: vi.fn(async () => '/uploads/new.webp'),
    ...overrides,
  };
}

/** The dropzone's hidden file input (react-dropzone). */
const fileInput = () =>
  screen.getByTestId('image-dropzone').querySelector('input[type=file]') as HTMLInputElement;

async function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

describe('QuestionImageField (issue 3 "Image")', () => {
  it('uploads a picked image and reports its URL', async () => {
    const onChange = vi.fn();
    const d = deps();
    renderElement(
      <QuestionImageField imageUrl={null} onChange={onChange} isEditing alt="Q1 image" deps={d} />,
    );
    await pick(png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/new.webp'));
  });

  it('shows the rule in the failure alert and keeps the previous image', async () => {
    const onChange = vi.fn();
    const d = deps({
      prepare: vi.fn(async () => {
        throw new ImageRuleError('image.tooLarge', { maxMb: 3 });
      }),
    });
    renderElement(
      <QuestionImageField imageUrl={null} onChange={onChange} isEditing alt="Q1 image" deps={d} />,
    );
    await pick(png());
    expect(await screen.findByTestId('image-upload-failure')).toHaveTextContent(
      'Images must be 3 MB or smaller',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before replacing an existing image', async () => {
    const onChange = vi.fn();
    const d = deps();
    renderElement(
      <QuestionImageField
        imageUrl="/uploads/old.webp"
        onChange={onChange}
        isEditing
        alt="Q1 image"
        deps={d}
      />,
    );
    await pick(png());
    expect(await screen.findByText('Replace the image?')).toBeInTheDocument();
    expect(d.prepare).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/new.webp'));
  });

  it('keeps the image when the replacement is cancelled', async () => {
    const onChange = vi.fn();
    const d = deps();
    renderElement(
      <QuestionImageField
        imageUrl="/uploads/old.webp"
        onChange={onChange}
        isEditing
        alt="Q1 image"
        deps={d}
      />,
    );
    await pick(png());
    fireEvent.click(await screen.findByRole('button', { name: 'Keep current' }));
    expect(d.prepare).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the detail viewer when the image is clicked, also in view mode', async () => {
    renderElement(
      <QuestionImageField imageUrl="/uploads/old.webp" onChange={vi.fn()} isEditing={false} alt="Q1 image" />,
    );
    expect(screen.queryByTestId('image-dropzone')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View image larger' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/old.webp');
  });

  it('removes the image', () => {
    const onChange = vi.fn();
    renderElement(<QuestionImageField imageUrl="/uploads/old.webp" onChange={onChange} isEditing alt="Q1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('takes a pasted image only in edit mode', async () => {
    const onChange = vi.fn();
    const d = deps();
    const paste = (target: Element) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.assign(event, {
        clipboardData: { items: [{ kind: 'file', type: 'image/png', getAsFile: png }], files: [] },
      });
      target.dispatchEvent(event);
    };
    const view = renderElement(
      <QuestionImageField imageUrl={null} onChange={onChange} isEditing={false} alt="Q1" deps={d} />,
    );
    paste(screen.getByTestId('question-image-field'));
    expect(d.prepare).not.toHaveBeenCalled();
    view.unmount();

    renderElement(<QuestionImageField imageUrl={null} onChange={onChange} isEditing alt="Q1" deps={d} />);
    paste(screen.getByTestId('question-image-field'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/new.webp'));
  });
});
