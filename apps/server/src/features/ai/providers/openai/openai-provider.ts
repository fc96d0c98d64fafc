import {
  type AiChoice,
  type AiItemWithSource,
  createId,
  MAX_CHOICE_COUNT,
  MAX_SUBJECTIVE_ANSWER_COUNT,
  parseAiItem,
} from '@quizset/domain';
import OpenAI from 'openai';
import { AppError, msg } from '../../../../lib/app-error';
import { AI_ITEMS_JSON_SCHEMA } from '../../ai-item-wire';
import { matchForm } from '../../bank/text-similarity';
import { type DocumentText, documentLength } from '../../files/document-text';
import { isConfusable } from '../embedded/distractors';
import type { GenerationOptions } from '../embedded/plan';
import {
  type AiCapabilities,
  type AiProvider,
  generationOptionsOf,
  type TutorChatRequest,
} from '../provider';
import { chunkDocument } from './chunk-document';
import * as prompts from './prompts';
import { tutorSystemPrompt } from './tutor-prompt';

/** Plain, structured-clone-safe configuration (it is handed to worker threads). */
export interface OpenAiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  requestTimeoutMs: number;
  maxRetries: number;
  chunkChars: number;
}

/** Rounds of asking again for the items that were invalid or missing. */
const MAX_ROUNDS = 3;

type JsonSchema = { name: string; strict: boolean; schema: Record<string, unknown> };

const stringList = (name: string, key: string): JsonSchema => ({
  name,
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: [key],
    properties: { [key]: { type: 'array', items: { type: 'string' } } },
  },
});
const TEXT_SCHEMA: JsonSchema = {
  name: 'answer',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: { text: { type: 'string' } },
  },
};

interface RawItem {
  page?: unknown;
  quote?: unknown;
  comment?: unknown;
  [key: string]: unknown;
}

/**
 * The openai provider (issue 9): any OpenAI-compatible endpoint through the official `openai` client
 * (`baseURL`), structured output with the AI item's JSON schema, documents chunked to
 * `chunkChars`, the client's retries with exponential backoff on 429/5xx/timeouts (`maxRetries`)
 * and a per-request `timeout`. Every item is validated (`parseAiItem`); invalid ones are dropped and
 * the missing number asked for again, up to 3 rounds. Upstream failure → 503 UPSTREAM_UNAVAILABLE.
 */
export function createOpenAiProvider(config: OpenAiConfig): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.requestTimeoutMs,
    maxRetries: config.maxRetries,
  });

  /** One chat request with structured output → the parsed JSON object, or null when it is not JSON. */
  async function askJson(
    locale: string,
    user: string,
    schema: JsonSchema,
  ): Promise<Record<string, unknown> | null> {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({
        model: config.model,
        messages: [
          { role: 'system', content: prompts.systemPrompt(locale) },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: schema },
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      throw new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'), {
        reason: error instanceof OpenAI.APIConnectionTimeoutError ? 'TIMEOUT' : 'UPSTREAM',
      });
    }
    try {
      const parsed: unknown = JSON.parse(content ?? '');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  /**
   * Asks for `count` items with `buildPrompt(n)` until that many valid, distinct items are in hand
   * or the rounds run out; `accept` may reject an item for the request at hand (wrong type …).
   */
  async function collectItems(
    locale: string,
    count: number,
    buildPrompt: (missing: number) => string,
    toItem: (raw: RawItem) => AiItemWithSource | null,
    seen: Set<string>,
  ): Promise<AiItemWithSource[]> {
    const items: AiItemWithSource[] = [];
    for (let round = 0; round < MAX_ROUNDS && items.length < count; round += 1) {
      const reply = await askJson(
        locale,
        buildPrompt(count - items.length),
        AI_ITEMS_JSON_SCHEMA as unknown as JsonSchema,
      );
      const raws = Array.isArray(reply?.items) ? (reply.items as RawItem[]) : [];
      for (const raw of raws) {
        const item = raw && typeof raw === 'object' ? toItem(raw) : null;
        if (!item || seen.has(matchForm(item.question)) || items.length >= count) continue;
        seen.add(matchForm(item.question));
        items.push(item);
      }
    }
    return items;
  }

  /** An item of the wanted type, its comment kept, its source kept only when the quote is real. */
  function itemFrom(
    raw: RawItem,
    options: GenerationOptions,
    passage?: { text: string; pages: Set<number> },
  ) {
    const { page, quote, comment, ...rest } = raw;
    const item = parseAiItem({
      ...rest,
      comment: typeof comment === 'string' && comment ? comment : undefined,
    });
    if (!item || (options.type !== 'mixed' && item.type !== options.type)) return null;
    if (passage && typeof quote === 'string' && quote.length >= 10 && passage.text.includes(quote)) {
      const pageNumber = typeof page === 'number' && passage.pages.has(page) ? page : null;
      return { ...item, source: { page: pageNumber, sentence: quote } };
    }
    return item;
  }

  const capabilities: AiCapabilities = {
    provider: 'openai',
    model: config.model,
    generate: {
      query: 'model',
      file: 'model',
      similarQuiz: 'model',
      similarQuizPrompts: 'model',
      choiceList: 'model',
      subjectiveAnswers: 'model',
    },
    translate: true,
    tutorChat: true,
    needsModel: [],
  };

  /** The tutor's reply, streamed from chat completions (issue 10 "AI tutor"). */
  async function* tutorChat(request: TutorChatRequest): AsyncIterable<string> {
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      stream = await client.chat.completions.create({
        model: config.model,
        stream: true,
        messages: [{ role: 'system', content: tutorSystemPrompt(request) }, ...request.messages],
      });
    } catch (error) {
      throw new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'), {
        reason: error instanceof OpenAI.APIConnectionTimeoutError ? 'TIMEOUT' : 'UPSTREAM',
      });
    }
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) yield piece;
    }
  }

  return {
    name: 'openai',
    capabilities: () => capabilities,
    tutorChat,

    async generateFromDocument(document: DocumentText, options, onWritten) {
      const chunks = chunkDocument(document, config.chunkChars, Math.ceil(options.count / 5));
      // The count shared out over the passages, the first ones taking the remainder.
      const perChunk = chunks.map(
        (_, index) =>
          Math.floor(options.count / chunks.length) + (index < options.count % chunks.length ? 1 : 0),
      );
      const seen = new Set<string>();
      const items: AiItemWithSource[] = [];
      for (const [index, chunk] of chunks.entries()) {
        const wanted = Math.min(perChunk[index] ?? 0, options.count - items.length);
        if (wanted <= 0) break;
        const passage = { text: chunk.text, pages: new Set(chunk.pages) };
        const found = await collectItems(
          options.locale,
          wanted,
          (missing) => prompts.documentPrompt(chunk.text, missing, options),
          (raw) => itemFrom(raw, options, passage),
          seen,
        );
        items.push(...found);
        onWritten(items.length);
      }
      if (items.length === 0) throw new AppError('UNPROCESSABLE', msg('ai.noItems'));
      return {
        items: items.slice(0, options.count),
        sourceLength: documentLength(document),
        usedSourceLength: chunks.reduce((sum, chunk) => sum + chunk.text.length, 0),
      };
    },

    async generateFromQuery(request) {
      const options = generationOptionsOf(request);
      const items = await collectItems(
        request.locale,
        request.quizCount,
        (missing) => prompts.topicPrompt(request.quizQuery, missing, options),
        (raw) => itemFrom(raw, options),
        new Set(),
      );
      if (items.length === 0) throw new AppError('UNPROCESSABLE', msg('ai.noItems'));
      return { items, sourceLength: request.quizQuery.length, usedSourceLength: request.quizQuery.length };
    },

    async similarQuiz(request) {
      const options = generationOptionsOf({
        quizCount: 3,
        type: 'mixed',
        difficulty: 2,
        locale: request.locale,
        tryCount: 1,
      });
      const items = await collectItems(
        request.locale,
        3,
        () => prompts.similarQuizPrompt(request.question, request.category, request.prompt),
        (raw) => itemFrom(raw, options),
        new Set([matchForm(request.question)]),
      );
      if (items.length === 0) throw new AppError('UNPROCESSABLE', msg('ai.noItems'));
      return items;
    },

    async similarQuizPrompts(request) {
      const reply = await askJson(
        request.locale,
        prompts.promptSuggestionsPrompt(request.question, request.category),
        stringList('prompts', 'prompts'),
      );
      const list = Array.isArray(reply?.prompts) ? reply.prompts : [];
      const suggestions = [
        ...new Set(
          list
            .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
            .map((p) => p.trim().slice(0, 100)),
        ),
      ];
      return suggestions.slice(0, 5);
    },

    async choiceList(request) {
      const kept = request.choiceList.filter((choice) => choice.isAnswer && choice.text.trim());
      const target = Math.min(MAX_CHOICE_COUNT, Math.max(4, request.choiceList.length));
      const avoid = [...request.choiceList, ...request.previousOutput].map((choice) => choice.text);
      const added: AiChoice[] = [];
      for (let round = 0; round < MAX_ROUNDS && kept.length + added.length < target; round += 1) {
        const missing = target - kept.length - added.length;
        const reply = await askJson(
          request.locale,
          prompts.choiceListPrompt(
            request.question,
            kept.map((c) => c.text),
            [...avoid, ...added.map((c) => c.text)],
            missing,
          ),
          stringList('choices', 'choices'),
        );
        for (const text of Array.isArray(reply?.choices) ? reply.choices : []) {
          if (typeof text !== 'string' || !text.trim() || text.length > 100) continue;
          const clash = [...kept.map((c) => c.text), ...avoid, ...added.map((c) => c.text)].some((other) =>
            isConfusable(other, text),
          );
          if (!clash && kept.length + added.length < target)
            added.push({ key: createId(), text: text.trim(), isAnswer: false });
        }
      }
      if (added.length === 0) throw new AppError('UNPROCESSABLE', msg('ai.noItems'));
      return [...kept, ...added];
    },

    async subjectiveAnswerList(request) {
      const answers = request.answerList.map((a) => a.text).filter((t) => t.trim());
      const avoid = request.previousOutput.map((a) => a.text);
      const reply = await askJson(
        request.locale,
        prompts.answerListPrompt(request.question, answers, avoid),
        stringList('answers', 'answers'),
      );
      const taken = new Set([...answers, ...avoid].map((t) => t.trim().toLowerCase()));
      const fresh: string[] = [];
      for (const text of Array.isArray(reply?.answers) ? reply.answers : []) {
        if (
          typeof text !== 'string' ||
          !text.trim() ||
          text.length > 50 ||
          taken.has(text.trim().toLowerCase())
        )
          continue;
        taken.add(text.trim().toLowerCase());
        fresh.push(text.trim());
      }
      const room = Math.max(0, MAX_SUBJECTIVE_ANSWER_COUNT - answers.length);
      if (fresh.length === 0 || room === 0) throw new AppError('UNPROCESSABLE', msg('ai.answersNeedModel'));
      return fresh.slice(0, room).map((text) => ({ text }));
    },

    async singleSubjectiveAnswer(request) {
      return singleAnswer(
        request.locale,
        prompts.singleAnswerPrompt(
          request.question,
          request.previousOutput.map((a) => a.text),
        ),
        request.previousOutput.map((a) => a.text),
      );
    },

    async translateTexts(texts, language) {
      const translated: string[] = [];
      for (const batch of batchTexts(texts, config.chunkChars)) {
        translated.push(...(await translateBatch(batch, language)));
      }
      return translated;
    },

    async singleSubjectiveSimilarAnswer(request) {
      const avoid = [request.referenceAnswer, ...request.previousOutput.map((a) => a.text)];
      return singleAnswer(
        request.locale,
        prompts.singleAnswerPrompt(request.question, avoid, request.referenceAnswer),
        avoid,
      );
    },
  };

  /**
   * One batch through the model: a JSON array in, `{ translations }` of the same length out. A reply
   * of another length is asked for again (up to 3 rounds), then refused as invalid output.
   */
  async function translateBatch(batch: readonly string[], language: string): Promise<string[]> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const reply = await askJson(
        language,
        prompts.translationPrompt(batch, language),
        stringList('translations', 'translations'),
      );
      const list = reply?.translations;
      if (
        Array.isArray(list) &&
        list.length === batch.length &&
        list.every((text): text is string => typeof text === 'string')
      )
        return list;
    }
    throw new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'), { reason: 'INVALID_OUTPUT' });
  }

  async function singleAnswer(locale: string, prompt: string, avoid: string[]): Promise<{ text: string }> {
    const taken = new Set(avoid.map((t) => t.trim().toLowerCase()));
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const reply = await askJson(locale, prompt, TEXT_SCHEMA);
      const text = typeof reply?.text === 'string' ? reply.text.trim() : '';
      if (text && text.length <= 50 && !taken.has(text.toLowerCase())) return { text };
    }
    throw new AppError('UNPROCESSABLE', msg('ai.answersNeedModel'));
  }
}

/** Texts in batches of at most `maxChars` characters (one text alone may exceed it). */
export function batchTexts(texts: readonly string[], maxChars: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    if (current.length > 0 && size + text.length > maxChars) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
