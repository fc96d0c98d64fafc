import type { AiChoice } from '@quizset/domain';

/**
 * What the AI already gave each card this session (spec §7 `previousOutput`), sent back with the next
 * request so a second click brings new choices or answers instead of the same ones.
 */
const choices = new Map<string, AiChoice[]>();
const answers = new Map<string, Array<{ text: string }>>();

/** The cap of `previousOutput` the AI service accepts (domain request schemas). */
const MAX_REMEMBERED = 50;

export const previousChoices = (quizId: string): AiChoice[] => choices.get(quizId) ?? [];
export const previousAnswers = (quizId: string): Array<{ text: string }> => answers.get(quizId) ?? [];

export function rememberChoices(quizId: string, output: readonly AiChoice[]): void {
  choices.set(quizId, [...previousChoices(quizId), ...output].slice(-MAX_REMEMBERED));
}

export function rememberAnswers(quizId: string, texts: readonly string[]): void {
  answers.set(
    quizId,
    [...previousAnswers(quizId), ...texts.map((text) => ({ text }))].slice(-MAX_REMEMBERED),
  );
}
