import { describe, expect, it } from 'vitest';
import { imageFromClipboard } from './use-image-paste';

function clipboard(items: { kind: string; type: string; file?: File }[]): DataTransfer {
  return {
    items: items.map((item) => ({ kind: item.kind, type: item.type, getAsFile: () => item.file ?? null })),
    files: [],
  } as unknown as DataTransfer;
}

describe('imageFromClipboard (issue 3 "paste")', () => {
  it('takes the first image file', () => {
    const file = new File(['x'], 'image.png', { type: 'image/png' });
    expect(
      imageFromClipboard(
        clipboard([
          { kind: 'string', type: 'text/html' },
          { kind: 'file', type: 'image/png', file },
        ]),
      ),
    ).toBe(file);
  });

  it('leaves text pastes alone', () => {
    expect(imageFromClipboard(clipboard([{ kind: 'string', type: 'text/plain' }]))).toBeNull();
    expect(imageFromClipboard(null)).toBeNull();
  });
});
