import type { TutorChatRequest } from '../provider';

/**
 * The system prompt of the tutor chat (issue 10 "AI tutor"): the persona, the question as grounding,
 * and the rule that the answer is never given before the player answered. The right answer is in
 * the prompt only when the player has answered and may see it (the caller leaves it out otherwise,
 * issue 15 item 1), so the rule does not rest on the model's obedience alone.
 */
export function tutorSystemPrompt(request: TutorChatRequest): string {
  const language = request.locale === 'ko' ? 'Korean' : 'English';
  const { question } = request;
  const lines = [
    `You are ${request.tutor.name}, a friendly tutor for school students. Persona: ${request.tutor.persona}. Catchphrase: ${request.tutor.catchphrase}.`,
    `Reply in ${language}, in at most 4 short sentences a student can read aloud.`,
    'Work only from the question, its choices, the hint and the material names below; if something is not there, say you do not know rather than guess.',
    `Question (${question.type}): ${question.text}`,
  ];
  if (question.choices.length > 0)
    lines.push(`Choices: ${question.choices.map((choice, index) => `${index + 1}. ${choice}`).join(' | ')}`);
  if (question.hint)
    lines.push(`Hint (${question.hint.type}): ${question.hint.text ?? 'shown to the student as media'}`);
  if (request.materials.length > 0) lines.push(`Learning materials: ${request.materials.join(', ')}`);
  const { answered } = request;
  if (answered?.correct != null)
    lines.push(
      `The student has answered: "${answered.given}" (${answered.isCorrect ? 'right' : 'wrong'}). The right answer is "${answered.correct}". Explain why, kindly.`,
    );
  else if (answered)
    // Issue 15 item 1: the set hides the right answer after a wrong answer or a pass, so the model is
    // not told it and must not guess it for the student either.
    lines.push(
      `The student has ${answered.passed ? 'passed this question' : `answered "${answered.given}", which is wrong`}. The quiz does not show the right answer and you do not know it. Never state, confirm or narrow down which choice or word is right; explain the idea behind the question, give hints and point to the hint and learning materials.`,
    );
  else
    lines.push(
      'The student has NOT answered yet and you do not know the right answer. Never state or hint at which choice or word is right; coach them to reason it out.',
    );
  return lines.join('\n');
}
