import { z } from 'zod';
import type { MapType, PlanType } from './constants';
import { canUseFeature } from './plan';
import { quizSetOptionsShape } from './quiz-set';

/** The four quiz set options of spec §4. */
export const quizSetOptionsSchema = z.object(quizSetOptionsShape);
export type QuizSetOptions = z.infer<typeof quizSetOptionsSchema>;
export type QuizSetOptionName = keyof QuizSetOptions;

/** Why a switch cannot be flipped (the builder shows a tooltip per reason). */
export type OptionLockReason = 'ROUND_MAP' | 'ALLOW_PASS_OFF' | 'TOO_FEW_QUESTIONS' | 'PLAN_REQUIRED';

export interface OptionSwitchState {
  /** The switch cannot be flipped by the user. */
  disabled: boolean;
  reason: OptionLockReason | null;
}

export interface NormalizedOptions {
  /** The values to render and to store: forced values applied. */
  options: QuizSetOptions;
  switches: Record<QuizSetOptionName, OptionSwitchState>;
}

const free: OptionSwitchState = { disabled: false, reason: null };
const lockedBy = (reason: OptionLockReason): OptionSwitchState => ({ disabled: true, reason });

/**
 * Applies the option rules of spec §4 and says which switches are locked:
 * - a ROUND map forces `allowPass` and `showIncorrectAnswer` on and locks both;
 * - otherwise `allowPass` off forces `showIncorrectAnswer` off and disables it;
 * - fewer than 2 questions forces `isShuffle` off and disables it.
 * `isPublic` is never forced: turning it off on a plan without PRIVATE_QUIZ is refused by the server
 * (403 PLAN_REQUIRED), so when `planType` is given that switch is disabled while it is on.
 * The server stores `options` (never a forbidden combination); the builder renders both fields.
 */
export function normalizeOptions(input: {
  options: QuizSetOptions;
  mapType: MapType | null;
  quizCount: number;
  planType?: PlanType;
}): NormalizedOptions {
  const options = { ...input.options };
  const switches: Record<QuizSetOptionName, OptionSwitchState> = {
    isPublic: free,
    allowPass: free,
    showIncorrectAnswer: free,
    isShuffle: free,
  };
  if (input.mapType === 'ROUND') {
    options.allowPass = true;
    options.showIncorrectAnswer = true;
    switches.allowPass = lockedBy('ROUND_MAP');
    switches.showIncorrectAnswer = lockedBy('ROUND_MAP');
  } else if (!options.allowPass) {
    options.showIncorrectAnswer = false;
    switches.showIncorrectAnswer = lockedBy('ALLOW_PASS_OFF');
  }
  if (input.quizCount < 2) {
    options.isShuffle = false;
    switches.isShuffle = lockedBy('TOO_FEW_QUESTIONS');
  }
  if (input.planType && options.isPublic && !canUseFeature(input.planType, 'PRIVATE_QUIZ'))
    switches.isPublic = lockedBy('PLAN_REQUIRED');
  return { options, switches };
}
