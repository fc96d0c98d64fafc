import {
  createEmptyQuizSetForm,
  createQuiz,
  type QuizEdit,
  type QuizSetSubmit,
  toSubmitPayload,
} from '@quizset/domain';

/** Fills a new question of each type the way a teacher would, so the payload passes validation. */
function filledQuiz(index: number): QuizEdit {
  const kind = (['MULTIPLE_CHOICE', 'OX', 'SUBJECTIVE'] as const)[index % 3]!;
  const quiz = createQuiz(kind);
  const question = `Question ${index + 1}: which planet is known as the red planet?`;
  quiz.question = question;
  quiz.questionRichText = `<p>${question}</p>`;
  if (quiz.type === 'MULTIPLE_CHOICE') {
    for (const [i, choice] of quiz.choiceList.entries()) {
      choice.text = ['Mars', 'Venus', 'Jupiter', 'Saturn'][i] ?? `Choice ${i + 1}`;
      choice.richText = `<p>${choice.text}</p>`;
    }
  } else if (quiz.type === 'SUBJECTIVE') {
    quiz.answerList[0]!.text = 'Mars';
  }
  return quiz;
}

/** The submit payload of a public quiz set with `count` questions (create benchmark: 20). */
export function quizSetPayload(templateId: string, count = 20, title = 'Benchmark quiz set'): QuizSetSubmit {
  const form = createEmptyQuizSetForm();
  form.title = title;
  form.templateId = templateId;
  form.quizList = Array.from({ length: count }, (_, i) => filledQuiz(i));
  return toSubmitPayload(form);
}
