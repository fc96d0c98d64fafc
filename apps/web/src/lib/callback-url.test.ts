import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLBACK_URL, sanitizeCallbackUrl, withCallbackUrl } from './callback-url';

describe('sanitizeCallbackUrl', () => {
  it.each([
    ['/build', '/build'],
    ['/build?quizSetId=abc&mode=UPDATE', '/build?quizSetId=abc&mode=UPDATE'],
    ['/quiz/1#q2', '/quiz/1#q2'],
    ['/public?q=%ED%95%9C', '/public?q=%ED%95%9C'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeCallbackUrl(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'build',
    'https://evil.example/steal',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/login?callbackUrl=/build',
    '/sign-up/type',
  ])('falls back for %s', (input) => {
    expect(sanitizeCallbackUrl(input)).toBe(DEFAULT_CALLBACK_URL);
  });

  it('uses the given fallback', () => {
    expect(sanitizeCallbackUrl('//x', '/my-quizzes')).toBe('/my-quizzes');
  });

  it('builds an encoded auth link', () => {
    expect(withCallbackUrl('/login', '/build?mode=UPDATE&quizSetId=1')).toBe(
      '/login?callbackUrl=%2Fbuild%3Fmode%3DUPDATE%26quizSetId%3D1',
    );
    expect(withCallbackUrl('/login', 'https://evil.example')).toBe('/login?callbackUrl=%2Fpublic');
  });
});
