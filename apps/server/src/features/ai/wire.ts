/**
 * The AI service's wire format is snake_case (api.md "AI"); the code works in camelCase. These two
 * functions are the server's one place of conversion (the browser has its own, at its edge).
 */
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

function convertKeys(value: unknown, convert: (key: string) => string, depth = 0): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, depth + 1));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        convert(key),
        convertKeys(item, convert, depth + 1),
      ]),
    );
  }
  return value;
}

/** snake_case keys → camelCase, deeply (plain objects and arrays; values untouched). */
export function camelizeKeys(value: unknown): unknown {
  return convertKeys(value, toCamel);
}

/** camelCase keys → snake_case, deeply (plain objects and arrays; values untouched). */
export function snakeizeKeys(value: unknown): unknown {
  return convertKeys(value, toSnake);
}
