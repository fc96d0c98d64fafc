import { CLIENT_ID_LENGTH } from './constants';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new client id (spec §3): 8 characters of [0-9A-Za-z] from the platform CSPRNG.
 * Used for quiz cards (the drag key, kept for the card's whole life), choices and answers.
 */
export function createId(length = CLIENT_ID_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 256 % 62 bias is irrelevant for ids that only need to be unique within one quiz set.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
