/**
 * The AI service speaks snake_case (api.md "AI"); the web app speaks camelCase. These are the web
 * app's one place of conversion: every AI request body goes out through `toSnakeKeys`, every answer
 * comes in through `toCamelKeys`.
 */
const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());

function convert(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, rename));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [rename(key), convert(item, rename)]),
    );
  }
  return value;
}

/** camelCase keys → snake_case, deeply (plain objects and arrays). */
export function toSnakeKeys<T = unknown>(value: unknown): T {
  return convert(value, snake) as T;
}

/** snake_case keys → camelCase, deeply (plain objects and arrays). */
export function toCamelKeys<T = unknown>(value: unknown): T {
  return convert(value, camel) as T;
}
