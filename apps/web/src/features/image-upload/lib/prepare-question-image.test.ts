import { describe, expect, it, vi } from 'vitest';
import { ImageRuleError } from './image-rule-error';
import {
  IMAGE_INPUT_MAX_BYTES,
  type PrepareImageDeps,
  prepareQuestionImage,
  RESIZED_MAX_SIDE,
} from './prepare-question-image';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const MB = 1024 * 1024;

/** A file whose first bytes are `head`, padded to `size` bytes. */
function fileOf(head: Uint8Array, size: number, name = 'photo.png'): File {
  return new File([head as BlobPart, new Uint8Array(Math.max(0, size - head.length)) as BlobPart], name);
}

/** Decodes to `width`×`height`; compresses to `compressedBytes` bytes of webp. */
function deps(
  width = 800,
  height = 600,
  compressedBytes = 4,
): PrepareImageDeps & { compress: ReturnType<typeof vi.fn> } {
  return {
    decode: vi.fn(async () => ({ width, height })),
    compress: vi.fn(async () => new Blob([new Uint8Array(compressedBytes)], { type: 'image/webp' })),
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

/** issue 3 "Image" and issue 7 rules, in order: content type, input guard, decoding, resize and compression, result size. */
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

  it('resizes a phone photo to 2047 px on its long side instead of refusing it (issue 7, spec §5)', async () => {
    for (const [w, h] of [
      [4032, 3024],
      [1512, 2688],
      [2048, 10],
    ] as const) {
      const d = deps(w, h);
      await expect(prepareQuestionImage(fileOf(PNG_HEAD, 5 * MB), d)).resolves.toBeInstanceOf(Blob);
      expect(d.compress).toHaveBeenCalledWith(expect.any(File), RESIZED_MAX_SIDE);
    }
    expect(RESIZED_MAX_SIDE).toBe(2047);
  });

  it('refuses a result above 3 MB after resizing, naming 3 MB', async () => {
    const error = await failureOf(
      prepareQuestionImage(fileOf(PNG_HEAD, 5 * MB), deps(4032, 3024, 3 * MB + 1)),
    );
    expect(error.key).toBe('image.tooLarge');
    expect(error.params).toEqual({ maxMb: 3 });
    await expect(
      prepareQuestionImage(fileOf(PNG_HEAD, 5 * MB), deps(4032, 3024, 3 * MB)),
    ).resolves.toBeInstanceOf(Blob);
  });

  it('does not decode a file above the input guard (40 MB), naming it', async () => {
    const d = deps();
    const error = await failureOf(prepareQuestionImage(fileOf(PNG_HEAD, IMAGE_INPUT_MAX_BYTES + 1), d));
    expect(error.key).toBe('image.tooLarge');
    expect(error.params).toEqual({ maxMb: 40 });
    expect(d.decode).not.toHaveBeenCalled();
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

it('calls a file that decodes but cannot be compressed unreadable', async () => {
  const d = deps();
  d.compress = vi.fn(async () => {
    throw new Error('worker failed');
  });
  const error = await failureOf(prepareQuestionImage(fileOf(PNG_HEAD, 100), d));
  expect(error.key).toBe('image.unreadable');
});
