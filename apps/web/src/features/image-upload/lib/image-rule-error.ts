import type { MessageKey, MessageParams } from '@quizset/domain';

/**
 * A refused image, carrying the domain message (issue 3: "errors name the rule (size with MB,
 * extension listing the allowed ones, dimension with 2048)"). Show it with
 * `t(error.key, { ns: 'validation', ...error.params })`.
 */
export class ImageRuleError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'ImageRuleError';
  }
}
