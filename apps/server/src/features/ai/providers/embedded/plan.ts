import type { AiItemType, AiQuizType } from '@quizset/domain';

/** Options of one generation (spec §3 "AI file and topic options" as numbers and names). */
export interface GenerationOptions {
  count: number;
  type: AiQuizType;
  /** Difficulty 0–4 (spec §3 quizLevel). */
  level: number;
  /** Language of the added wording (spec §3 language). */
  locale: string;
  /** 1 on the first generate, +1 on each regenerate: a new draw. */
  tryCount: number;
}

/** Multiple-choice option count by level: easier levels offer fewer, harder more (2–5, spec §5). */
export const OPTION_COUNT_BY_LEVEL = [3, 4, 4, 5, 5] as const;

export function optionCountFor(level: number): number {
  return OPTION_COUNT_BY_LEVEL[Math.min(4, Math.max(0, level))] ?? 4;
}

/** The types of the `count` items to write: one type, or `mixed` rotating (start varies with tryCount). */
export function typePlan(type: AiQuizType, count: number, tryCount: number): AiItemType[] {
  if (type !== 'mixed') return Array.from({ length: count }, () => type);
  const cycle: AiItemType[] = ['multiple', 'subjective', 'ox'];
  return Array.from({ length: count }, (_, index) => cycle[(index + tryCount) % cycle.length] as AiItemType);
}
