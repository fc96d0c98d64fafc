import { createHash } from 'node:crypto';

/**
 * A strong entity tag of a response body (RFC 9110 §8.8.3): `"` + base64url SHA-256 (first 27
 * characters, 160 bits) + `"`. Equal bodies give equal tags, so a poll of unchanged results is a 304
 * (issue 15 "Live results": no full refetch storms).
 */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2): `*`, or one of its comma-separated
 * tags compared weakly (a `W/` prefix ignored, as proxies that compress may add it). Header values
 * longer than 4 KB are not read (a forged header costs nothing).
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > 4096) return false;
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
