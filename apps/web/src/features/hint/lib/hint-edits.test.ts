import { describe, expect, it } from 'vitest';
import { addHint, liveHintFailure, pruneHint, setHintValue, switchHintType } from './hint-edits';

/** issue 3 "Hint"; spec §3. */
describe('hint edits', () => {
  it('a new hint is TEXT with an empty value', () => {
    expect(addHint()).toEqual({ type: 'text', value: '' });
  });

  it('switching the type clears the value', () => {
    expect(switchHintType({ type: 'text', value: 'look at the picture' }, 'youtube')).toEqual({
      type: 'youtube',
      value: '',
    });
    expect(switchHintType({ type: 'image', value: '/uploads/a.webp' }, 'text')).toEqual({
      type: 'text',
      value: '',
    });
  });

  it('choosing the same type keeps the value', () => {
    const hint = { type: 'text', value: 'keep' } as const;
    expect(switchHintType(hint, 'text')).toBe(hint);
  });

  it('sets a value without mutating', () => {
    const hint = { type: 'text', value: '' } as const;
    expect(setHintValue(hint, 'x')).toEqual({ type: 'text', value: 'x' });
    expect(hint.value).toBe('');
  });

  it('a hidden, empty hint is removed', () => {
    expect(pruneHint({ type: 'text', value: '' }, { isHidden: true })).toBeNull();
    expect(pruneHint({ type: 'youtube', value: '   ' }, { isHidden: true })).toBeNull();
    expect(pruneHint({ type: 'image', value: '' }, { isHidden: true })).toBeNull();
  });

  it('a visible empty hint, or a filled one, stays', () => {
    const empty = { type: 'text', value: '' } as const;
    expect(pruneHint(empty, { isHidden: false })).toBe(empty);
    const filled = { type: 'text', value: 'x' } as const;
    expect(pruneHint(filled, { isHidden: true })).toBe(filled);
    expect(pruneHint(null, { isHidden: true })).toBeNull();
  });
});

describe('liveHintFailure (spec §5 hint messages)', () => {
  it('leaves emptiness to the card’s validation', () => {
    expect(liveHintFailure({ type: 'text', value: '' })).toBeNull();
  });

  it('TEXT: at most 300 characters', () => {
    expect(liveHintFailure({ type: 'text', value: 'a'.repeat(300) })).toBeNull();
    expect(liveHintFailure({ type: 'text', value: 'a'.repeat(301) })).toEqual({
      key: 'validation.hint.textTooLong',
      params: { max: 300 },
    });
  });

  it('YOUTUBE: a youtube.com or youtu.be link of at most 200 characters', () => {
    expect(liveHintFailure({ type: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull();
    expect(
      liveHintFailure({ type: 'youtube', value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ).toBeNull();
    expect(liveHintFailure({ type: 'youtube', value: 'https://vimeo.com/1' })).toEqual({
      key: 'validation.hint.youtubeInvalid',
    });
    expect(
      liveHintFailure({ type: 'youtube', value: `https://youtu.be/dQw4w9WgXcQ?${'a'.repeat(200)}` }),
    ).toEqual({ key: 'validation.hint.youtubeTooLong', params: { max: 200 } });
  });

  it('IMAGE: no typed rule', () => {
    expect(liveHintFailure({ type: 'image', value: '/uploads/a.webp' })).toBeNull();
  });
});
