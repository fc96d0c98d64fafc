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
import { guardedFetch } from './guarded-fetch';
import {
  answerSupported,
  linksAllowed,
  supportedAnswers,
  supportForm,
  withinFieldLimits,
  withoutForeignLinks,
} from './output-checks';
import * as prompts from './prompts';
import { tutorSystemPrompt } from './tutor-prompt';
import { isRetryable, ModelOutputError, stderrLog, type UpstreamLog, upstreamError } from './upstream-errors';

/** Plain, structured-clone-safe configuration (it is handed to worker threads). */
export interface OpenAiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Deadline of one model call, headers AND body (ms); a stalled call is retried `maxRetries` times. */
  requestTimeoutMs: number;
  maxRetries: number;
  chunkChars: number;
  /** Longest silence inside a reply's body (ms); default: a quarter of the deadline, at most 15 s. */
  bodyIdleTimeoutMs?: number;
  /** Largest reply body (bytes); default 2 MB. */
  maxReplyBytes?: number;
}

/** Largest reply body kept by default (issue 16 item 11: a 60 MB reply is refused unread). */
export const MAX_REPLY_BYTES = 2 * 1024 * 1024;
/** Longest tutor reply (characters): the stream stops there (issue 16 item 11). */
export const MAX_TUTOR_REPLY_CHARS = 2000;
/** Most items read from one reply, whatever the model sent. */
const MAX_ITEMS_PER_REPLY = 50;

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
export function createOpenAiProvider(config: OpenAiConfig, log: UpstreamLog = stderrLog): AiProvider {
  const deadlineMs = config.requestTimeoutMs;
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: deadlineMs,
    maxRetries: config.maxRetries,
    fetch: guardedFetch({
      idleMs: config.bodyIdleTimeoutMs ?? Math.min(15_000, Math.max(1, Math.floor(deadlineMs / 4))),
      maxBytes: config.maxReplyBytes ?? MAX_REPLY_BYTES,
    }),
  });

  /**
   * One model call under ONE deadline covering headers and body (issue 16 item 10): `AbortSignal`
   * of `requestTimeoutMs` per attempt; a stall or a deadline is tried again (`maxRetries` times; the
   * client itself retries 429/5xx before the body). Every failure is logged and mapped
   * (upstream-errors.ts).
   */
  async function withDeadline<T>(call: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(AbortSignal.timeout(deadlineMs));
      } catch (error) {
        const problem = upstreamError(
          error,
          { call, model: config.model, apiKey: config.apiKey, attempt },
          log,
        );
        if (!isRetryable(problem) || attempt > config.maxRetries) throw problem;
      }
    }
  }

  /**
   * One chat request with structured output → the parsed JSON object. Content that is not a JSON
   * object is "answered badly" (503 INVALID_OUTPUT after the rounds of the caller), never a 422.
   */
  async function askJson(
    locale: string,
    user: string,
    schema: JsonSchema,
  ): Promise<Record<string, unknown> | null> {
    const content = await withDeadline('chat.completions', async (signal) => {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: prompts.systemPrompt(locale) },
            { role: 'user', content: user },
          ],
          response_format: { type: 'json_schema', json_schema: schema },
        },
        { signal },
      );
      return completion.choices[0]?.message?.content;
    });
    try {
      const parsed: unknown = JSON.parse(content ?? '');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  /** The "answered badly" error (logged), for replies that never held anything usable. */
  function badOutput(problem: string): AppError {
    return upstreamError(
      new ModelOutputError(problem),
      { call: 'chat.completions', model: config.model, apiKey: config.apiKey, attempt: 1 },
      log,
    );
  }

  /**
   * Asks for `count` items with `buildPrompt(n)` until that many valid, distinct items are in hand
   * or the rounds run out; `toItem` may reject an item for the request at hand (wrong type, answer
   * not in its quote …). At most `MAX_ITEMS_PER_REPLY` entries of a reply are looked at. When no
   * reply of any round was even shaped right, the model "answered badly" (503), not "no items".
   */
  async function collectItems(
    locale: string,
    count: number,
    buildPrompt: (missing: number) => string,
    toItem: (raw: RawItem) => AiItemWithSource | null,
    seen: Set<string>,
  ): Promise<AiItemWithSource[]> {
    const items: AiItemWithSource[] = [];
    let shaped = false;
    for (let round = 0; round < MAX_ROUNDS && items.length < count; round += 1) {
      const reply = await askJson(
        locale,
        buildPrompt(count - items.length),
        AI_ITEMS_JSON_SCHEMA as unknown as JsonSchema,
      );
      if (!Array.isArray(reply?.items)) continue;
      shaped = true;
      for (const raw of (reply.items as RawItem[]).slice(0, MAX_ITEMS_PER_REPLY)) {
        const item = raw && typeof raw === 'object' ? toItem(raw) : null;
        if (!item || seen.has(matchForm(item.question)) || items.length >= count) continue;
        seen.add(matchForm(item.question));
        items.push(item);
      }
    }
    if (!shaped) throw badOutput('no reply held an items list');
    return items;
  }

  /**
   * An item of the wanted type, checked against what it came from (issue 16 items 9 and 11): fields
   * within the builder's limits; no link the source does not hold (an item with one in its question,
   * choices or answers is dropped, a comment loses it); for a file (`passage`), a quote that is in
   * the passage and that supports the answer, or the item is dropped.
   */
  function itemFrom(
    raw: RawItem,
    options: GenerationOptions,
    passage?: { text: string; pages: Set<number> },
  ): AiItemWithSource | null {
    if (!withinFieldLimits(raw)) return null;
    const { page, quote, comment, ...rest } = raw;
    const source = passage?.text ?? '';
    const cleanComment = typeof comment === 'string' ? withoutForeignLinks(comment, source) : '';
    const parsed = parseAiItem({ ...rest, comment: cleanComment || undefined });
    if (!parsed || (options.type !== 'mixed' && parsed.type !== options.type)) return null;
    const texts = [
      parsed.question,
      ...parsed.options,
      ...(parsed.type === 'subjective' ? parsed.answer : []),
    ];
    if (!texts.every((text) => linksAllowed(text, source))) return null;
    if (!passage) return parsed;
    if (typeof quote !== 'string' || quote.trim().length < 10) return null;
    if (!supportForm(passage.text).includes(supportForm(quote))) return null;
    if (!answerSupported(parsed, quote)) return null;
    const item = supportedAnswers(parsed, quote);
    const pageNumber = typeof page === 'number' && passage.pages.has(page) ? page : null;
    return { ...item, source: { page: pageNumber, sentence: quote.trim() } };
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

  /**
   * The tutor's reply, streamed from chat completions (issue 10 "AI tutor"), under the call's
   * deadline and idle limit (a stalled stream ends in an error, issue 16 item 10) and cut at
   * `MAX_TUTOR_REPLY_CHARS` (the stream is closed there, so a flood cannot break the next turn).
   */
  async function* tutorChat(request: TutorChatRequest): AsyncIterable<string> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    const context = {
      call: 'chat.completions.stream',
      model: config.model,
      apiKey: config.apiKey,
      attempt: 1,
    };
    try {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model: config.model,
            stream: true,
            messages: [{ role: 'system', content: tutorSystemPrompt(request) }, ...request.messages],
          },
          { signal: deadline.signal },
        );
      } catch (error) {
        throw upstreamError(error, context, log);
      }
      let written = 0;
      try {
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (!piece) continue;
          const kept = piece.slice(0, MAX_TUTOR_REPLY_CHARS - written);
          written += kept.length;
          if (kept) yield kept;
          if (written >= MAX_TUTOR_REPLY_CHARS) break;
        }
      } catch (error) {
        throw upstreamError(error, context, log);
      }
    } finally {
      clearTimeout(timer);
      deadline.abort();
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
        new Set([matchForm(request.question), ...request.existingQuestions.map(matchForm)]),
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
      if (!Array.isArray(reply?.prompts)) throw badOutput('the reply held no prompts list');
      const list = reply.prompts.slice(0, MAX_ITEMS_PER_REPLY);
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
      let shaped = false;
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
        if (Array.isArray(reply?.choices)) shaped = true;
        for (const text of Array.isArray(reply?.choices) ? reply.choices.slice(0, MAX_ITEMS_PER_REPLY) : []) {
          if (typeof text !== 'string' || !text.trim() || text.length > 100) continue;
          const clash = [...kept.map((c) => c.text), ...avoid, ...added.map((c) => c.text)].some((other) =>
            isConfusable(other, text),
          );
          if (!clash && kept.length + added.length < target)
            added.push({ key: createId(), text: text.trim(), isAnswer: false });
        }
      }
      if (!shaped) throw badOutput('no reply held a choices list');
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
      if (!Array.isArray(reply?.answers)) throw badOutput('the reply held no answers list');
      const taken = new Set([...answers, ...avoid].map((t) => t.trim().toLowerCase()));
      const fresh: string[] = [];
      for (const text of reply.answers.slice(0, MAX_ITEMS_PER_REPLY)) {
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
    throw badOutput('the translations never matched the texts sent');
  }

  async function singleAnswer(locale: string, prompt: string, avoid: string[]): Promise<{ text: string }> {
    const taken = new Set(avoid.map((t) => t.trim().toLowerCase()));
    let shaped = false;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const reply = await askJson(locale, prompt, TEXT_SCHEMA);
      if (typeof reply?.text === 'string') shaped = true;
      const text = typeof reply?.text === 'string' ? reply.text.trim() : '';
      if (text && text.length <= 50 && !taken.has(text.toLowerCase())) return { text };
    }
    if (!shaped) throw badOutput('no reply held an answer');
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
