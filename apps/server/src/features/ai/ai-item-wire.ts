import { AI_ITEM_TYPES, QUESTION_MAX_LENGTH } from '@quizset/domain';

/**
 * The AI item has ONE schema, the domain's (`aiItemSchema` of spec §3 and its documented `source`
 * extension `aiItemWithSourceSchema`, with `parseAiItem` / `aiItemProblem` in
 * packages/domain/src/ai-item.ts). This file holds only what the model needs beyond it: the JSON
 * schema for OpenAI structured output, whose `page` and `quote` become the item's `source`.
 */

/**
 * JSON schema of `{ items: AiItem[] }` for OpenAI structured output (strict mode: every property
 * required, `comment`, `page` and `quote` nullable). `page` is the `[page N]` marker of the passage
 * used and `quote` the source sentence, kept only when it really is in the passage.
 */
export const AI_ITEMS_JSON_SCHEMA = {
  name: 'quiz_items',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['question', 'type', 'options', 'answer', 'comment', 'page', 'quote'],
          properties: {
            question: { type: 'string', description: `At most ${QUESTION_MAX_LENGTH} characters` },
            type: { type: 'string', enum: [...AI_ITEM_TYPES] },
            options: { type: 'array', items: { type: 'string' } },
            answer: { type: 'array', items: { type: 'string' } },
            comment: { type: ['string', 'null'] },
            page: { type: ['integer', 'null'] },
            quote: { type: ['string', 'null'] },
          },
        },
      },
    },
  },
} as const;
