import type { MapType, PlanType } from './constants';
import { canUseFeature } from './plan';

/** The quiz-setting options of spec §2 "Step 2" / §4 (public, allow-pass, incorrect answer, shuffle). */
export interface QuizSetOptions {
  isPublic: boolean;
  isAllowPass: boolean;
  showIncorrectAnswer: boolean;
  isShuffle: boolean;
}
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
 * - a `round` map forces `isAllowPass` and `showIncorrectAnswer` on and locks both;
 * - otherwise `isAllowPass` off forces `showIncorrectAnswer` off and disables it;
 * - fewer than 2 questions forces `isShuffle` off and disables it.
 * `isPublic` is never forced: keeping a set private needs PRIVATE_QUIZ (the server answers 403
 * PLAN_REQUIRED), so when `planType` is given the switch is disabled while the set is public and the
 * plan lacks it; turning a private set public needs no plan (spec §4).
 * The server stores `options` (never a forbidden combination); the builder renders both fields.
 */
export function normalizeOptions(input: {
  options: QuizSetOptions;
  mapType: MapType | null;
  quizCount: number;
  planType?: PlanType;
  countryCode?: string;
}): NormalizedOptions {
  const options = { ...input.options };
  const switches: Record<QuizSetOptionName, OptionSwitchState> = {
    isPublic: free,
    isAllowPass: free,
    showIncorrectAnswer: free,
    isShuffle: free,
  };
  if (input.mapType === 'round') {
    options.isAllowPass = true;
    options.showIncorrectAnswer = true;
    switches.isAllowPass = lockedBy('ROUND_MAP');
    switches.showIncorrectAnswer = lockedBy('ROUND_MAP');
  } else if (!options.isAllowPass) {
    options.showIncorrectAnswer = false;
    switches.showIncorrectAnswer = lockedBy('ALLOW_PASS_OFF');
  }
  if (input.quizCount < 2) {
    options.isShuffle = false;
    switches.isShuffle = lockedBy('TOO_FEW_QUESTIONS');
  }
  if (input.planType && options.isPublic && !canUseFeature(input.planType, 'PRIVATE_QUIZ', input.countryCode))
    switches.isPublic = lockedBy('PLAN_REQUIRED');
  return { options, switches };
}
