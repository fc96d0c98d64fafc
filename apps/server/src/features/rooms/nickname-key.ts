import { normalizeNickname } from '@quizset/domain';
import { rectifyConfusion } from 'unicode-confusables';

/**
 * The comparison key of a guest nickname (issue 15 item 6 "look-alikes are one name"): the UTS #39
 * skeleton — NFD, each character mapped to its prototype in Unicode's confusables.txt (through
 * the `unicode-confusables` package, not a table of our own), NFD again — of the nickname after
 * `normalizeNickname`, NFKC and case folding. "mіnji" (Cyrillic і), "MINJI" and "ｍｉｎｊｉ" all
 * give the key of "minji". Meant for comparing only, never for display.
 */
export function nicknameKey(name: string): string {
  const folded = normalizeNickname(name).normalize('NFKC').toLowerCase();
  return rectifyConfusion(folded.normalize('NFD')).normalize('NFD');
}
