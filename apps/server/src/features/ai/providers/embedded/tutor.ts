import type { TutorChatRequest } from '../provider';

/*
 * The embedded (offline) tutor (issue 10 "AI tutor"): no model, so it does not pretend to reason. It
 * works only from what the request holds — the question, its choices and hint, the material names,
 * and the right answer once the player has answered and may see it (issue 15 item 1) — and says so. Asked for the answer before one
 * is given, it declines and coaches instead.
 */

const TEXT = {
  ko: {
    honest: '저는 인터넷 없이 돌아가는 도우미라서, 문제와 힌트, 학습 자료 이름만 보고 이야기해요.',
    noAnswerYet: '정답은 네가 답한 다음에 알려 줄게요. 대신 같이 생각해 봐요.',
    multiple: (count: number) => `보기 ${count}개를 하나씩 읽고, 문제와 맞지 않는 것부터 지워 보세요.`,
    ox: '문장을 한 부분씩 나눠서, 틀린 곳이 하나라도 있는지 확인해 보세요. 한 곳이라도 틀리면 그 문장 전체가 틀린 문장이에요.',
    subjective: '문제에서 묻는 것이 무엇인지 먼저 찾고, 핵심 낱말 하나로 답해 보세요.',
    hintText: (hint: string) => `힌트를 볼까요? "${hint}"`,
    hintMedia: (kind: string) => `힌트 버튼을 누르면 ${kind}을 볼 수 있어요.`,
    image: '그림',
    video: '영상',
    materials: (names: string) => `학습 자료(${names})를 다시 열어 보는 것도 좋아요.`,
    right: (correct: string) =>
      `맞았어요! 정답은 ${correct}예요. 어떻게 생각했는지 말로 설명해 보면 더 오래 기억할 수 있어요.`,
    wrong: (given: string, correct: string) =>
      `아쉬워요. 네 답은 ${given}, 정답은 ${correct}예요. 문제를 다시 읽고 어디에서 헷갈렸는지 찾아봐요.`,
    wrongHidden: (given: string) =>
      `아쉬워요. 네 답 ${given}은(는) 정답이 아니에요. 이 퀴즈는 정답을 보여 주지 않아서 저도 알려 줄 수 없지만, 같이 다시 생각해 봐요.`,
    passedHidden:
      '이 문제는 넘어갔어요. 이 퀴즈는 정답을 보여 주지 않아서 저도 알려 줄 수 없지만, 같이 다시 생각해 봐요.',
  },
  en: {
    honest: 'I am an offline helper: I only go by the question, its hint and the names of the materials.',
    noAnswerYet: 'I will tell you the answer once you have answered. Let us think it through instead.',
    multiple: (count: number) =>
      `Read the ${count} choices one by one and cross out the ones that do not fit the question first.`,
    ox: 'Split the sentence into parts and check each one: a sentence with any wrong part is false as a whole.',
    subjective: 'Find what the question is really asking, then answer with one key word.',
    hintText: (hint: string) => `Here is the hint: "${hint}"`,
    hintMedia: (kind: string) => `Press the hint button to see the ${kind}.`,
    image: 'picture',
    video: 'video',
    materials: (names: string) => `You can also reopen the learning material (${names}).`,
    right: (correct: string) =>
      `Right! The answer is ${correct}. Explaining how you got there helps you remember it.`,
    wrong: (given: string, correct: string) =>
      `Not quite: you answered ${given}, the answer is ${correct}. Read the question again and find where it tripped you up.`,
    wrongHidden: (given: string) =>
      `Not quite: ${given} is not the answer. This quiz does not show answers, so I cannot tell you it either, but let us think it through again.`,
    passedHidden:
      'You passed this one. This quiz does not show answers, so I cannot tell you it either, but let us think it through again.',
  },
} as const;

const ASKS_FOR_ANSWER = /정답|답\s*(이|은|을|좀|알려|뭐)|알려\s*줘|answer|tell me|solution/i;

/** The embedded tutor's reply to the last message, as plain text. */
export function embeddedTutorReply(request: TutorChatRequest): string {
  const text = TEXT[request.locale];
  const parts: string[] = [];
  const isFirstReply = !request.messages.some((message) => message.role === 'assistant');
  const { answered } = request;
  if (answered?.correct != null) {
    parts.push(
      answered.isCorrect ? text.right(answered.correct) : text.wrong(answered.given, answered.correct),
    );
  } else {
    // Before an answer, or after a wrong answer / a pass in a set that hides answers (issue 15 item
    // 1): the request holds no answer, so the tutor coaches from the question, hint and material.
    if (answered) parts.push(answered.passed ? text.passedHidden : text.wrongHidden(answered.given));
    else {
      const last = [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
      if (ASKS_FOR_ANSWER.test(last)) parts.push(text.noAnswerYet);
    }
    const { question } = request;
    parts.push(
      question.type === 'multiple'
        ? text.multiple(question.choices.length)
        : question.type === 'ox'
          ? text.ox
          : text.subjective,
    );
    if (question.hint?.type === 'text' && question.hint.text) parts.push(text.hintText(question.hint.text));
    else if (question.hint)
      parts.push(text.hintMedia(question.hint.type === 'image' ? text.image : text.video));
    if (request.materials.length > 0) parts.push(text.materials(request.materials.join(', ')));
  }
  if (isFirstReply) parts.push(text.honest);
  return parts.join(' ');
}

/** The reply in word-sized pieces, as a model's stream would come. */
export async function* streamWords(reply: string): AsyncIterable<string> {
  const words = reply.split(/(?<=\s)/u);
  for (const word of words) yield word;
}
