import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize (issue 19 item 18: small files in KB, never "0.0MB")', () => {
  it('shows kilobytes under 1 MB, at least 1 for a non-empty file', () => {
    expect(formatFileSize(300, 'en')).toBe('1 kB');
    expect(formatFileSize(12_800, 'en')).toBe('13 kB');
    expect(formatFileSize(0, 'en')).toBe('0 kB');
  });

  it('shows megabytes with one decimal from 1 MB, in the interface language', () => {
    expect(formatFileSize(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(formatFileSize(20 * 1024 * 1024, 'ko')).toBe('20MB');
    expect(formatFileSize(500 * 1024, 'ko')).toBe('500kB');
  });
});
