import { describe, expect, it } from 'vitest';
import { sniffImageFile, sniffImageType } from './sniff-image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const JPEG_HEAD = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0, 1);
const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP_HEAD = bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP'));

/** issue 3 "checked by content, not by name". */
describe('sniffImageType', () => {
  it('recognises jpeg, png and webp by their magic bytes', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('jpeg');
    expect(sniffImageType(PNG_HEAD)).toBe('png');
    expect(sniffImageType(WEBP_HEAD)).toBe('webp');
  });

  it('refuses other formats and disguised files', () => {
    expect(sniffImageType(bytes(...ascii('GIF89a'), 0, 0, 0, 0, 0, 0))).toBeNull();
    expect(sniffImageType(bytes(...ascii('<svg xmlns="h')))).toBeNull();
    expect(sniffImageType(bytes(...ascii('<!DOCTYPE htm')))).toBeNull();
    expect(sniffImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')))).toBeNull();
  });

  it('refuses too few bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(...ascii('RIFF')))).toBeNull();
  });
});

describe('sniffImageFile', () => {
  it('ignores the name: an SVG called photo.png is not an image, a PNG called notes.txt is', async () => {
    expect(
      await sniffImageFile(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.png')),
    ).toBeNull();
    expect(await sniffImageFile(new File([PNG_HEAD], 'notes.txt'))).toBe('png');
  });
});
