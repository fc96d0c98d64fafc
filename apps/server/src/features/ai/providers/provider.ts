import type {
  AiAnswerListRequest,
  AiCapabilities,
  AiChoice,
  AiChoiceListRequest,
  AiItemWithSource,
  AiQueryRequest,
  AiSimilarAnswerRequest,
  AiSimilarPromptRequest,
  AiSimilarQuizRequest,
  AiSingleAnswerRequest,
} from '@quizset/domain';
import type { QuestionBank } from '../bank/question-bank';
import type { DocumentText } from '../files/document-text';
import type { DocumentGeneration } from './embedded/generate-from-document';
import type { GenerationOptions } from './embedded/plan';

/** The capabilities' shape is the wire contract's, in the domain (the browser reads it too). */
export type { AiCapabilities };

/** Per-request context: the question bank, or null when the caller may not read it (students). */
export interface ProviderContext {
  bank: QuestionBank | null;
}

export interface QueryGeneration {
  items: AiItemWithSource[];
  sourceLength: number;
  usedSourceLength: number;
}

/**
 * The one interface of the AI providers (issue 9): `embedded` (offline, default) and `openai` (any
 * OpenAI-compatible endpoint). Every method's output has passed `parseAiItem` / its own schema;
 * failures are AppErrors (422 when something cannot be done without a model, 503 upstream).
 */
export interface AiProvider {
  readonly name: 'embedded' | 'openai';
  capabilities(): AiCapabilities;
  /** Questions from a document's text (runs inside a file job, off the request thread). */
  generateFromDocument(
    document: DocumentText,
    options: GenerationOptions,
    onWritten: (written: number) => void,
  ): Promise<DocumentGeneration>;
  generateFromQuery(request: AiQueryRequest, context: ProviderContext): Promise<QueryGeneration>;
  similarQuiz(request: AiSimilarQuizRequest, context: ProviderContext): Promise<AiItemWithSource[]>;
  similarQuizPrompts(request: AiSimilarPromptRequest, context: ProviderContext): Promise<string[]>;
  choiceList(request: AiChoiceListRequest, context: ProviderContext): Promise<AiChoice[]>;
  subjectiveAnswerList(
    request: AiAnswerListRequest,
    context: ProviderContext,
  ): Promise<Array<{ text: string }>>;
  singleSubjectiveAnswer(request: AiSingleAnswerRequest, context: ProviderContext): Promise<{ text: string }>;
  singleSubjectiveSimilarAnswer(
    request: AiSimilarAnswerRequest,
    context: ProviderContext,
  ): Promise<{ text: string }>;
  /**
   * Translates `texts` into `language` (a code of spec §9's translation list), same length and order.
   * HTML stays HTML with the same tags, and every `⟦n⟧` placeholder (a formula taken out by the
   * caller) comes back unchanged; the caller checks both (issue 9 "Translation").
   * @throws AppError UNPROCESSABLE `reason: NEEDS_MODEL` (embedded), UPSTREAM_UNAVAILABLE.
   */
  translateTexts(texts: readonly string[], language: string): Promise<string[]>;
  /**
   * The AI tutor's next message (issue 10 "AI tutor"), streamed in pieces. Grounded in what the
   * request holds: the question, its choices and hint, the set's material names, and the right
   * answer only once the player has answered and may see it (the caller leaves it out otherwise), so
   * no provider can reveal it early or against the set's "show incorrect answer" rule.
   * @throws AppError UPSTREAM_UNAVAILABLE.
   */
  tutorChat(request: TutorChatRequest): AsyncIterable<string>;
}

/** What the tutor knows when it answers (built by features/rooms/tutor-chat.ts). */
export interface TutorChatRequest {
  locale: 'ko' | 'en';
  tutor: { name: string; persona: string; catchphrase: string };
  question: {
    type: 'multiple' | 'ox' | 'subjective';
    text: string;
    choices: string[];
    /** A text hint's words; image and video hints are named only. */
    hint: { type: 'text' | 'image' | 'youtube'; text: string | null } | null;
  };
  /** File names of the set's learning materials. */
  materials: string[];
  /**
   * Set only after the player answered this question: their answer (`-` for a pass), right or not,
   * and the right one only when the player may see it (`tutorMayRevealAnswer`, issue 15 item 1),
   * else null — so no provider can state an answer the set hides.
   */
  answered: { given: string; isCorrect: boolean; passed: boolean; correct: string | null } | null;
  messages: Array<{ role: 'user' | 'assistant'; content: string }>;
}

/** Generation options of a request (spec §3 names → the generator's). */
export function generationOptionsOf(request: {
  quizCount: number;
  type: GenerationOptions['type'];
  difficulty: number;
  locale: string;
  tryCount: number;
}): GenerationOptions {
  return {
    count: request.quizCount,
    type: request.type,
    level: request.difficulty,
    locale: request.locale,
    tryCount: Math.max(1, request.tryCount),
  };
}
