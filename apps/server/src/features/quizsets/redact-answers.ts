import type { QuizSaved, QuizSubmit } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';

/**
 * Who sees correct answers (issue 6 "Who sees answers", api.md "Building"): the owner, an admin, and
 * signed-in teacher accounts (they preview and duplicate public sets). Anonymous visitors and
 * students get the set without them, and so does a teacher account still playing the set
 * (`playing`: playing-lock.ts `isPlayingSet`, issue 15 item 3).
 */
export function canSeeAnswers(ownerId: string, caller: SessionUser | null, playing = false): boolean {
  if (caller === null) return false;
  if (caller.id === ownerId || caller.isAdmin) return true;
  return caller.userType === 'TEACHER' && !playing;
}

/**
 * A saved question (spec §3 saved form) without its answers, in its own shape so every reader keeps
 * working: multiple and subjective get an empty `answerList`, OX an empty `answer`. A stored question
 * always has answers (spec §5), so empty means withheld.
 */
export function redactAnswers(quiz: QuizSaved): QuizSaved {
  switch (quiz.type) {
    case 'multiple':
      return { ...quiz, answerList: [] };
    case 'ox':
      return { ...quiz, answer: '' };
    case 'subjective':
      return { ...quiz, answerList: [] };
  }
}

/** True when a submitted question carries no answer (it was redacted, or not filled in). */
export function hasNoAnswers(quiz: QuizSubmit): boolean {
  switch (quiz.type) {
    case 'ox':
      return quiz.oxData.answer === '';
    case 'multiple':
      return quiz.multipleData.answerList.length === 0;
    case 'subjective':
      return quiz.subjectiveData.answerList.every((answer) => answer.trim() === '');
  }
}

const questionOf = (quiz: QuizSubmit): string => {
  switch (quiz.type) {
    case 'multiple':
      return quiz.multipleData.question;
    case 'ox':
      return quiz.oxData.question;
    case 'subjective':
      return quiz.subjectiveData.question;
  }
};

/**
 * Duplicate (issue 6: "duplicating copies the answers on the server"): each submitted question that
 * arrives without answers takes them from its question in the origin set (saved form) — the origin
 * question of the same type with the same text, else the one at the same position if it has the same
 * type. The server's copy is used, never the client's; answers the client did send are its own edits.
 * Only for a caller who may see the origin's answers (canSeeAnswers): anyone else would read them
 * back as the owner of the copy.
 */
export function restoreAnswers(quizList: QuizSubmit[], origin: QuizSaved[]): QuizSubmit[] {
  const used = new Set<number>();
  return quizList.map((quiz, index) => {
    if (!hasNoAnswers(quiz)) return quiz;
    const question = questionOf(quiz);
    let match = origin.findIndex(
      (candidate, at) => !used.has(at) && candidate.type === quiz.type && candidate.question === question,
    );
    if (match < 0 && origin[index]?.type === quiz.type && !used.has(index)) match = index;
    const source = origin[match];
    if (!source) return quiz;
    used.add(match);
    if (quiz.type === 'ox' && source.type === 'ox')
      return { ...quiz, oxData: { ...quiz.oxData, answer: source.answer } };
    if (quiz.type === 'multiple' && source.type === 'multiple')
      return {
        ...quiz,
        multipleData: { ...quiz.multipleData, answerList: source.answerList.map(String) },
      };
    if (quiz.type === 'subjective' && source.type === 'subjective')
      return { ...quiz, subjectiveData: { ...quiz.subjectiveData, answerList: source.answerList } };
    return quiz;
  });
}
