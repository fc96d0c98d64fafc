import { describe, expect, it } from 'vitest';
import { tutorGuideImage } from './tutor-guide';

/** Spec §2 modal 8: guide images for ko, en, ja, id, th, with en as the fallback. */
describe('tutorGuideImage', () => {
  it('takes the first language that has a guide, else English', () => {
    expect(tutorGuideImage(['ko'])).toBe('/tutor-guide/guide-ko.svg');
    expect(tutorGuideImage(['ja-JP', 'en'])).toBe('/tutor-guide/guide-ja.svg');
    expect(tutorGuideImage(['fr', 'th-TH'])).toBe('/tutor-guide/guide-th.svg');
    expect(tutorGuideImage(['vi'])).toBe('/tutor-guide/guide-en.svg');
    expect(tutorGuideImage([])).toBe('/tutor-guide/guide-en.svg');
  });
});
