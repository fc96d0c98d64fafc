import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** Length of an `entryMapHashId`: 56^12 ≈ 10^21 rooms, unguessable, short enough to type from a projector. */
export const ROOM_ID_LENGTH = 12;
/** What an `entryMapHashId` in a URL may look like; anything else is a 404 before any query. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9]{12}$/;

/** A fresh `entryMapHashId` (issue 10): 12 characters without look-alikes (0/O, 1/l/I). */
export function newRoomId(): string {
  const bytes = randomBytes(ROOM_ID_LENGTH * 2);
  let id = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 56).
  for (const byte of bytes) {
    if (byte >= 224) continue;
    id += ALPHABET[byte % ALPHABET.length];
    if (id.length === ROOM_ID_LENGTH) return id;
  }
  return id + newRoomId().slice(0, ROOM_ID_LENGTH - id.length);
}

/** A fresh attempt id: a random UUID (also the seed of the attempt's shuffle). */
export function newAttemptId(): string {
  return randomUUID();
}

/** Characters of a rejoin code: capitals and digits without look-alikes (0/O, 1/I), easy to read aloud. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a guest's rejoin code (issue 15 item 5): 32^6 ≈ 10^9, tried only under the join rate limit. */
export const REJOIN_CODE_LENGTH = 6;

/** A fresh rejoin code for a guest nickname (issue 15 item 5). */
export function newRejoinCode(): string {
  let code = '';
  for (let i = 0; i < REJOIN_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A typed rejoin code as stored: spaces and dashes out, capitals (a child may type "ab3-x7k"). */
export function normalizeRejoinCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}
