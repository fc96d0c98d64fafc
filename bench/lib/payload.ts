import {
  categoryTreeFor,
  createEmptyQuizSetForm,
  createQuiz,
  type QuizEdit,
  type QuizSetSubmit,
  toSubmitPayload,
} from '@quizset/domain';

/** Fills a new question of each type the way a teacher would, so the payload passes validation. */
function filledQuiz(index: number): QuizEdit {
  const kind = (['multiple', 'ox', 'subjective'] as const)[index % 3]!;
  const quiz = createQuiz(kind);
  const question = `Question ${index + 1}: which planet is known as the red planet?`;
  quiz.question = question;
  quiz.questionRichText = `<p>${question}</p>`;
  if (quiz.type === 'multiple') {
    for (const [i, choice] of quiz.choiceList.entries()) {
      choice.choiceText = ['Mars', 'Venus', 'Jupiter', 'Saturn'][i] ?? `Choice ${i + 1}`;
      choice.choiceRichText = `<p>${choice.choiceText}</p>`;
    }
  } else if (quiz.type === 'subjective') {
    quiz.answerList[0]!.text = 'Mars';
  }
  return quiz;
}

/**
 * The submit payload of a public quiz set with `count` questions (create benchmark: 20), tagged as KR
 * elementary grade 5, semester 1, science (the demo teachers are KR).
 */
export function quizSetPayload(templateId: string, count = 20, title = 'Benchmark quiz set'): QuizSetSubmit {
  const form = createEmptyQuizSetForm();
  form.title = title;
  form.templateId = templateId;
  Object.assign(form, {
    schoolTypeId: '101',
    gradeId: '10105',
    semesterId: '10105-1',
    subject: '1010504',
  });
  form.quizList = Array.from({ length: count }, (_, i) => filledQuiz(i));
  return toSubmitPayload(form, categoryTreeFor('KR'));
}
