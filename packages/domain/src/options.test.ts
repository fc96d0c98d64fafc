import { describe, expect, it } from 'vitest';
import { normalizeOptions, type QuizSetOptions } from './options';

const defaults: QuizSetOptions = {
  isPublic: true,
  isAllowPass: true,
  showIncorrectAnswer: true,
  isShuffle: true,
};

describe('normalizeOptions (spec §4)', () => {
  it('leaves a valid combination alone with every switch free', () => {
    const result = normalizeOptions({ options: defaults, mapType: 'linear', quizCount: 2 });
    expect(result.options).toEqual(defaults);
    expect(Object.values(result.switches).every((state) => !state.disabled)).toBe(true);
  });

  it('isAllowPass off forces showIncorrectAnswer off and disables it', () => {
    const result = normalizeOptions({
      options: { ...defaults, isAllowPass: false },
      mapType: 'linear',
      quizCount: 3,
    });
    expect(result.options.showIncorrectAnswer).toBe(false);
    expect(result.switches.showIncorrectAnswer).toEqual({ disabled: true, reason: 'ALLOW_PASS_OFF' });
    expect(result.switches.isAllowPass.disabled).toBe(false);
  });

  it('a ROUND map forces isAllowPass and showIncorrectAnswer on and locks both', () => {
    const result = normalizeOptions({
      options: { ...defaults, isAllowPass: false, showIncorrectAnswer: false },
      mapType: 'round',
      quizCount: 3,
    });
    expect(result.options.isAllowPass).toBe(true);
    expect(result.options.showIncorrectAnswer).toBe(true);
    expect(result.switches.isAllowPass).toEqual({ disabled: true, reason: 'ROUND_MAP' });
    expect(result.switches.showIncorrectAnswer).toEqual({ disabled: true, reason: 'ROUND_MAP' });
  });

  it('isShuffle is off and disabled under 2 questions, free at 2', () => {
    for (const quizCount of [0, 1]) {
      const result = normalizeOptions({ options: defaults, mapType: null, quizCount });
      expect(result.options.isShuffle).toBe(false);
      expect(result.switches.isShuffle).toEqual({ disabled: true, reason: 'TOO_FEW_QUESTIONS' });
    }
    const atTwo = normalizeOptions({ options: defaults, mapType: null, quizCount: 2 });
    expect(atTwo.options.isShuffle).toBe(true);
    expect(atTwo.switches.isShuffle.disabled).toBe(false);
  });

  it('never forces isPublic, but locks it on for a plan without PRIVATE_QUIZ', () => {
    const free = normalizeOptions({ options: defaults, mapType: null, quizCount: 2, planType: 'FREE' });
    expect(free.switches.isPublic).toEqual({ disabled: true, reason: 'PLAN_REQUIRED' });
    const freePrivate = normalizeOptions({
      options: { ...defaults, isPublic: false },
      mapType: null,
      quizCount: 2,
      planType: 'FREE',
    });
    expect(freePrivate.options.isPublic).toBe(false);
    expect(freePrivate.switches.isPublic.disabled).toBe(false);
    const basic = normalizeOptions({ options: defaults, mapType: null, quizCount: 2, planType: 'BASIC' });
    expect(basic.switches.isPublic.disabled).toBe(false);
    // No BASIC plan outside KR: PRIVATE_QUIZ needs PRO there (spec §6).
    const basicUs = normalizeOptions({
      options: defaults,
      mapType: null,
      quizCount: 2,
      planType: 'BASIC',
      countryCode: 'US',
    });
    expect(basicUs.switches.isPublic.disabled).toBe(true);
  });

  it('does not mutate its input', () => {
    const options = { ...defaults, isAllowPass: false };
    normalizeOptions({ options, mapType: 'linear', quizCount: 0 });
    expect(options).toEqual({ ...defaults, isAllowPass: false });
  });
});
