import { describe, expect, it, vi } from 'vitest';
import { ImageRuleError } from './image-rule-error';
import { type PrepareImageDeps, prepareQuestionImage } from './prepare-question-image';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const MB = 1024 * 1024;

/** A file whose first bytes are `head`, padded to `size` bytes. */
function fileOf(head: Uint8Array, size: number, name = 'photo.png'): File {
  return new File([head as BlobPart, new Uint8Array(Math.max(0, size - head.length)) as BlobPart], name);
}

function deps(width = 800, height = 600): PrepareImageDeps & { compress: ReturnType<typeof vi.fn> } {
  return {
    decode: vi.fn(async () => ({ width, height })),
    compress: vi.fn(async () => new Blob(['webp'], { type: 'image/webp' })),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<ImageRuleError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRuleError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** issue 3 "Image" rules, in order: content type, size, dimensions; then compression. */
describe('prepareQuestionImage', () => {
  it('compresses an image that follows every rule', async () => {
    const d = deps();
    const blob = await prepareQuestionImage(fileOf(PNG_HEAD, 2 * MB), d);
    expect(blob.type).toBe('image/webp');
    expect(d.compress).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not jpeg/png/webp by content, listing the allowed extensions', async () => {
    const error = await failureOf(prepareQuestionImage(new File(['<svg/>'], 'fake.png'), deps()));
    expect(error.key).toBe('image.extension');
    expect(error.params).toEqual({ extensions: 'jpg, jpeg, png, webp' });
  });

  it('refuses more than 3 MB, naming the limit in MB', async () => {
    const error = await failureOf(prepareQuestionImage(fileOf(PNG_HEAD, 3 * MB + 1), deps()));
    expect(error.key).toBe('image.tooLarge');
    expect(error.params).toEqual({ maxMb: 3 });
  });

  it('accepts exactly 3 MB', async () => {
    await expect(prepareQuestionImage(fileOf(PNG_HEAD, 3 * MB), deps())).resolves.toBeInstanceOf(Blob);
  });

  it('refuses a width or height of 2048 or more, naming 2048', async () => {
    for (const [w, h] of [
      [2048, 10],
      [10, 2048],
      [4000, 3000],
    ] as const) {
      const error = await failureOf(prepareQuestionImage(fileOf(PNG_HEAD, 1000), deps(w, h)));
      expect(error.key).toBe('image.dimension');
      expect(error.params).toEqual({ max: 2048 });
    }
    await expect(prepareQuestionImage(fileOf(PNG_HEAD, 1000), deps(2047, 2047))).resolves.toBeInstanceOf(
      Blob,
    );
  });

  it('refuses a file that does not decode (truncated or disguised)', async () => {
    const d = deps();
    d.decode = vi.fn(async () => {
      throw new Error('decode failed');
    });
    const error = await failureOf(prepareQuestionImage(fileOf(PNG_HEAD, 100), d));
    expect(error.key).toBe('image.unreadable');
    expect(d.compress).not.toHaveBeenCalled();
  });

  it('checks content before size: a big non-image is an extension failure', async () => {
    const error = await failureOf(prepareQuestionImage(fileOf(new Uint8Array([1, 2, 3]), 5 * MB), deps()));
    expect(error.key).toBe('image.extension');
  });
});
