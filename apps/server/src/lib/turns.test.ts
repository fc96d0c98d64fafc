import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A work the test ends by hand, recording when it started. */
function manualWork(started: string[], name: string) {
  let settle: (value: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const work = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      settle = resolve;
      fail = reject;
    });
  return { work, end: (value = name) => settle(value), fail: (error: unknown) => fail(error) };
}

/** Lets every settled promise's continuation run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('turns (issue 20 item 3: a class doing one thing at once takes turns for the pool)', () => {
  it('runs at most `max` works at once, the rest in arrival order as turns free', async () => {
    const inTurn = createTurns(2);
    const started: string[] = [];
    const works = ['a', 'b', 'c', 'd'].map((name) => manualWork(started, name));
    const results = works.map((work) => inTurn(work.work));
    await flush();
    expect(started).toEqual(['a', 'b']);
    works[1]?.end();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    works[0]?.end();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    works[2]?.end();
    works[3]?.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("a failed work frees its turn and its error is its caller's alone", async () => {
    const inTurn = createTurns(1);
    const started: string[] = [];
    const failing = manualWork(started, 'fails');
    const next = manualWork(started, 'next');
    const first = inTurn(failing.work);
    const second = inTurn(next.work);
    await flush();
    expect(started).toEqual(['fails']);
    failing.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await flush();
    expect(started).toEqual(['fails', 'next']);
    next.end();
    await expect(second).resolves.toBe('next');
    // Every turn is free again: a new work starts at once.
    const after = manualWork(started, 'after');
    const third = inTurn(after.work);
    await flush();
    expect(started.at(-1)).toBe('after');
    after.end();
    await third;
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => createTurns(0)).toThrow(RangeError);
    expect(() => createTurns(1.5)).toThrow(RangeError);
  });
});
