import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool } from '../src/features/import-export/parse-pool';

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
