import { randomUUID } from 'node:crypto';

/** A quiz set id: a random UUID (unguessable, so a private quiz set's URL leaks nothing). */
export function newQuizSetId(): string {
  return randomUUID();
}
