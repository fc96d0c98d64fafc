import type { z } from 'zod';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';
import { camelizeKeys } from './wire';

/**
 * A snake_case request body → the camelCase domain request, validated by `schema` (spec §7 request
 * fields; the rules of spec §5 such as 'empty prompt' are in the schemas).
 * @throws AppError VALIDATION_FAILED with one detail per broken field (paths in snake_case as sent).
 */
export function parseAiRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(camelizeKeys(body ?? {}));
  if (parsed.success) return parsed.data;
  const details: ErrorDetail[] = parsed.error.issues.map((issue) => ({
    path: issue.path
      .map((part) => String(part).replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`))
      .join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', msg('server.invalidInput'), { details });
}
