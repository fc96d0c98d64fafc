import { decodeHtmlEntities } from '@quizset/domain';
import type { DraftImage } from './draft-question';

const IMG = /<img\b[^>]*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Takes the `<img>` tags out of a question's or choice's HTML (spec §5: at most one image per card,
 * held beside the text, not in it): the first one found is resolved by `resolve` (a package file, a
 * Moodle base64 file), the others are reported as not kept. `resolve` answers null for a source it
 * does not know (an outside URL: never fetched).
 */
export function takeImages(
  html: string,
  resolve: (src: string) => DraftImage | null,
): { html: string; image: DraftImage | null } {
  let image: DraftImage | null = null;
  const stripped = html.replace(IMG, (tag) => {
    const match = SRC.exec(tag);
    const src = decodeHtmlEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
    if (image === null) image = resolve(src) ?? { missing: src };
    return '';
  });
  return { html: stripped, image };
}
