import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool } from '../src/features/import-export/parse-pool';
import { AppError } from '../src/lib/app-error';

/*
 * The import parse pool (issue 21; parse-pool.ts) is made once per server and serves every import:
 * whatever it sets up per pool must not be set up again per parse. It once added its 'error'
 * listener on every parse, so an API process leaked one listener per import (Node warned at the 11th).
 */
describe('import parse pool', () => {
  const pool = createParsePool();
  afterAll(() => pool.close());

  it('parses file after file without adding a listener per parse', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (let index = 0; index < 12; index++) {
        const built = await pool.parse(
          Buffer.from(`::Q${index}:: What is ${index} plus one? {=${index + 1} ~${index}}\n`),
        );
        expect(built.items).toHaveLength(1);
      }
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});

/*
 * The parse pool's limits (parse-pool.ts, on ai/jobs/recycling-pool.ts as the AI files are): the time
 * limit runs from when the thread takes a file, a wait for the thread has its own bound, and each
 * is answered as what it is: the file (422 import.unreadable) or the server (503 import.busy).
 */
describe('import parse pool limits', () => {
  const gift = (count: number) =>
    Buffer.from(
      Array.from(
        { length: count },
        (_, index) => `::Q${index}:: What is ${index} plus one? {=${index + 1} ~${index}}\n`,
      ).join('\n'),
    );

  it('answers busy (503) at once when 16 files wait for the thread, and parses the rest', async () => {
    const pool = createParsePool();
    try {
      // The first is taken by the thread as it starts; 16 wait; one more is one too many.
      const files = Array.from({ length: 18 }, (_, index) => pool.parse(gift(index + 1)));
      const settled = await Promise.allSettled(files);
      const refused = settled.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect(refused[0]?.reason).toBeInstanceOf(AppError);
      expect(refused[0]?.reason).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        localizable: { key: 'import.busy' },
      });
      expect(settled[17]?.status).toBe('rejected');
      const parsed = settled.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value.items.length] : [],
      );
      expect(parsed).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    } finally {
      await pool.close();
    }
  });

  it('answers a file over its time limit as unreadable (422), not busy', async () => {
    const pool = createParsePool({ timeoutMs: 1 });
    try {
      const refused = await pool.parse(gift(1_500)).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'UNPROCESSABLE', localizable: { key: 'import.unreadable' } });
    } finally {
      await pool.close();
    }
  });
});
