import {
  type AiChoice,
  type AiItemType,
  type AiItemWithSource,
  createId,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
} from '@quizset/domain';
import { AppError, msg } from '../../../../lib/app-error';
import type { BankQuestion, QuestionBank } from '../../bank/question-bank';
import { tagMatchesWord } from '../../bank/subject-tags';
import { matchForm, queryWords, textSimilarity } from '../../bank/text-similarity';
import type { AiCapabilities, AiProvider, ProviderContext } from '../provider';
import { answerVariants, freshAnswers } from './answer-variants';
import { isConfusable } from './distractors';
import { generateFromDocument } from './generate-from-document';
import { suggestSimilarPrompts, typeOfPrompt } from './prompt-suggestions';
import { embeddedTutorReply, streamWords } from './tutor';

const CAPABILITIES: AiCapabilities = {
  provider: 'embedded',
  model: null,
  generate: {
    query: 'questionBank',
    file: 'document',
    similarQuiz: 'questionBank',
    similarQuizPrompts: 'templates',
    choiceList: 'questionBank',
    subjectiveAnswers: 'variants',
  },
  translate: false,
  // The offline tutor coaches from the question, hint and materials only (embedded/tutor.ts).
  tutorChat: true,
  needsModel: ['openTopics', 'newSimilarQuestions', 'newChoices', 'newAnswers', 'translation'],
};

/** The bank of the context, or the 422 explaining why it cannot be used (students; spec §6 answers). */
function bankOf(context: ProviderContext): QuestionBank {
  if (!context.bank)
    throw new AppError('UNPROCESSABLE', msg('ai.questionBankStudents'), { reason: 'NEEDS_MODEL' });
  return context.bank;
}

const needsModel = (key: Parameters<typeof msg>[0]) =>
  new AppError('UNPROCESSABLE', msg(key), { reason: 'NEEDS_MODEL' });

/**
 * Bank questions close to `question` (bigram similarity) best first; `excludeSelf` drops the same
 * question (the similar-question generator wants others; answer lookups want it most of all).
 */
async function similarBankQuestions(
  bank: QuestionBank,
  question: string,
  { excludeSelf = false } = {},
): Promise<BankQuestion[]> {
  const found = await bank.search(question, 100);
  const own = matchForm(question);
  return found
    .filter((hit) => !excludeSelf || matchForm(hit.item.question) !== own)
    .map((hit) => ({ ...hit, score: textSimilarity(question, hit.item.question) + hit.score / 10 }))
    .sort((a, b) => b.score - a.score);
}

/** The script a locale writes in (issue 16 item 16: bank matches in the requested language). */
function scriptOfLocale(locale: string): RegExp {
  const language = locale.toLowerCase().split('-')[0];
  if (language === 'ko') return /\p{Script=Hangul}/u;
  if (language === 'ja') return /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
  if (language === 'zh') return /\p{Script=Han}/u;
  if (language === 'ru' || language === 'uk') return /\p{Script=Cyrillic}/u;
  if (language === 'ar') return /\p{Script=Arabic}/u;
  if (language === 'th') return /\p{Script=Thai}/u;
  return /\p{Script=Latin}/u;
}

/** True when most letters of `text` are in the locale's script (a Korean question is not English). */
export function isInLocale(text: string, locale: string): boolean {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return true;
  const script = scriptOfLocale(locale);
  return letters.filter((char) => script.test(char)).length / letters.length >= 0.6;
}

/**
 * Whether a bank question is ON the topic (issue 16 item 16: "영어 불규칙 동사" must not bring
 * "사과를 영어로 하면?"): the relevance threshold over the topic's words found in the question, its
 * answers, its set's title or its set's subject tags (bank/subject-tags.ts: "과학" finds a set filed
 * under 과학 whatever its title); they must cover at least 60 % of the words (all of them for a topic
 * of one or two words).
 */
export function isOnTopic(query: string, hit: BankQuestion): boolean {
  const words = queryWords(query);
  if (words.length === 0) return false;
  const text =
    `${hit.quizSetTitle} ${hit.item.question} ${hit.item.answer.join(' ')} ${hit.item.options.join(' ')}`.toLowerCase();
  const found = words.filter(
    (word) => text.includes(word) || hit.subjectTags.some((tag) => tagMatchesWord(tag, word)),
  ).length;
  return words.length <= 2 ? found === words.length : found / words.length >= 0.6;
}

/**
 * The embedded provider (issue 9, the default): no network, no model weights. Files are read by the
 * real question generator (generate-from-document.ts). Everything without a file draws on the public
 * question bank and says plainly (422 `reason: NEEDS_MODEL`) when it has nothing, never inventing.
 */
export function createEmbeddedProvider(): AiProvider {
  return {
    name: 'embedded',
    capabilities: () => CAPABILITIES,

    async generateFromDocument(document, options, onWritten) {
      return generateFromDocument(document, options, onWritten);
    },

    async generateFromQuery(request, context) {
      const hits = await bankOf(context).search(request.quizQuery, 200);
      const wanted: AiItemType[] | null = request.type === 'mixed' ? null : [request.type];
      const items = hits
        .filter((hit) => !wanted || wanted.includes(hit.item.type))
        .filter((hit) => isOnTopic(request.quizQuery, hit) && isInLocale(hit.item.question, request.locale))
        .map((hit) => hit.item);
      if (items.length === 0) throw needsModel('ai.topicNeedsModel');
      // A regenerate (tryCount + 1) moves on to the next best questions when there are more.
      const offset = ((Math.max(1, request.tryCount) - 1) * request.quizCount) % Math.max(1, items.length);
      const picked = [...items.slice(offset), ...items.slice(0, offset)].slice(0, request.quizCount);
      const length = (list: AiItemWithSource[]) => list.reduce((sum, item) => sum + item.question.length, 0);
      return { items: picked, sourceLength: length(items), usedSourceLength: length(picked) };
    },

    async similarQuiz(request, context) {
      // The teacher's prompt is a request ("make it harder"), not content: the bank is searched by
      // the question alone; following the request needs a model (the builder says so).
      // Only the type chips can be honoured without a model (prompt-suggestions.ts); the questions
      // already in the teacher's set are never offered back (issue 16 item 16).
      const hits = await similarBankQuestions(bankOf(context), request.question, { excludeSelf: true });
      const onlyType = typeOfPrompt(request.prompt);
      const inSet = new Set(request.existingQuestions.map(matchForm));
      // Similar questions are in the language of the teacher's question (not of the interface).
      const questionLocale = /\p{Script=Hangul}/u.test(request.question) ? 'ko' : request.locale;
      const items = hits
        .filter((hit) => hit.score >= 0.2)
        .filter((hit) => !onlyType || hit.item.type === onlyType)
        .filter((hit) => !inSet.has(matchForm(hit.item.question)))
        .filter((hit) => isInLocale(hit.item.question, questionLocale))
        .slice(0, 5)
        .map((hit) => hit.item);
      if (items.length === 0) throw needsModel('ai.similarNeedsModel');
      return items;
    },

    async similarQuizPrompts(request) {
      return suggestSimilarPrompts(request.question, request.locale);
    },

    async choiceList(request, context) {
      const kept = request.choiceList.filter((choice) => choice.isAnswer && choice.text.trim());
      if (kept.length === 0) throw needsModel('ai.choicesNeedModel');
      const target = Math.min(MAX_CHOICE_COUNT, Math.max(4, request.choiceList.length));
      const avoid = [...request.choiceList, ...request.previousOutput].map((choice) => choice.text);
      const hits = await similarBankQuestions(bankOf(context), request.question);
      const found: string[] = [];
      for (const hit of hits) {
        if (hit.item.type !== 'multiple' || hit.score < 0.15) continue;
        for (const option of hit.item.options) {
          const clash = [...avoid, ...found].some((text) => isConfusable(text, option));
          if (!clash && found.length < target - kept.length) found.push(option);
        }
      }
      if (kept.length + found.length < 2 || found.length === 0) throw needsModel('ai.choicesNeedModel');
      const added: AiChoice[] = found.map((text) => ({ key: createId(), text, isAnswer: false }));
      return [...kept, ...added];
    },

    async subjectiveAnswerList(request) {
      // Issue 16 item 8: only other spellings of the teacher's OWN answers. Answers of any other
      // question are never offered, not even of a public question with the very same words: a public
      // set may be wrong ("미국의 수도는?" answered "서울"), and a student typing that would be marked right.
      const existing = request.answerList.map((answer) => answer.text).filter((text) => text.trim());
      const taken = [...existing, ...request.previousOutput.map((answer) => answer.text)];
      const room = Math.max(0, MAX_SUBJECTIVE_ANSWER_COUNT - existing.length);
      const fresh = freshAnswers(existing.flatMap(answerVariants), taken).slice(0, room);
      if (fresh.length === 0) throw needsModel('ai.answersNeedModel');
      return fresh.map((text) => ({ text }));
    },

    // The answer of a card that has none needs a model (spec §7 single-subjective-answer: a "new
    // answer text", generated for the question). It is never copied from a public set, not even from
    // a question with the very same words: that set may be wrong ("미국의 수도는?" answered "서울"), and
    // the card's answer decides who is marked right (issue 16 item 8, as subjectiveAnswerList).
    async singleSubjectiveAnswer() {
      throw needsModel('ai.answersNeedModel');
    },

    // No model, no translation (issue 9: "The embedded provider cannot translate"; capabilities say so).
    async translateTexts() {
      throw needsModel('ai.translationNeedsModel');
    },

    tutorChat(request) {
      return streamWords(embeddedTutorReply(request));
    },

    async singleSubjectiveSimilarAnswer(request) {
      const taken = [request.referenceAnswer, ...request.previousOutput.map((answer) => answer.text)];
      const [text] = freshAnswers(answerVariants(request.referenceAnswer), taken);
      if (!text) throw needsModel('ai.answersNeedModel');
      return { text };
    },
  };
}
