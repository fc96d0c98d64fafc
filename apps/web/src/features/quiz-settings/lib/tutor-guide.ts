/** Languages with a tutor guide image (spec §2 modal 8: ko, en, ja, id, th; en is the fallback). */
export const TUTOR_GUIDE_LANGUAGES = ['ko', 'en', 'ja', 'id', 'th'] as const;

/**
 * The tutor guide image for the first of `languages` (the UI language, then the browser's) that has
 * one, else English's (spec §2 modal 8). Images are served from the web app's `public/tutor-guide/`.
 */
export function tutorGuideImage(languages: readonly string[]): string {
  const supported: readonly string[] = TUTOR_GUIDE_LANGUAGES;
  const match = languages
    .map((language) => language.slice(0, 2).toLowerCase())
    .find((l) => supported.includes(l));
  return `/tutor-guide/guide-${match ?? 'en'}.svg`;
}
