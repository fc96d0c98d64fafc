import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@quizset/domain';
import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md (issue 19 item 17): one name per thing. Every locale file of the web app (lazy
 * namespaces too) and the domain's Korean messages are read; a banned variant fails with the file
 * and key that hold it.
 */
const BANNED: Record<'ko' | 'en', { pattern: RegExp; use: string }[]> = {
  ko: [
    { pattern: /배경\s*템플릿/, use: '맵' },
    { pattern: /선택지/, use: '보기' },
    { pattern: /넘기기\s*허용/, use: '패스 허용' },
    { pattern: /\b(FREE|BASIC|PRO)\b/, use: '무료 / 베이직 / 프로' },
  ],
  en: [{ pattern: /background template/i, use: 'map' }],
};

const SRC = path.resolve(import.meta.dirname, '..');

function localeFiles(dir: string, language: 'ko' | 'en', found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') localeFiles(full, language, found);
    } else if (name === `${language}.json` && full.includes(`${path.sep}locales${path.sep}`)) {
      found.push(full);
    } else if (
      full.includes(`${path.sep}locales${path.sep}${language}${path.sep}`) &&
      name.endsWith('.json')
    ) {
      found.push(full);
    }
  }
  return found;
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [];
}

function offences(language: 'ko' | 'en', texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    BANNED[language]
      .filter(({ pattern }) => pattern.test(text))
      .map(({ pattern, use }) => `${where}: "${text}" has ${pattern} (use ${use})`),
  );
}

describe('glossary (docs/glossary.md)', () => {
  for (const language of ['ko', 'en'] as const) {
    it(`no ${language} locale file uses a banned variant`, () => {
      const files = localeFiles(SRC, language);
      expect(files.length).toBeGreaterThan(10);
      const texts = files.flatMap((file) =>
        leaves(JSON.parse(readFileSync(file, 'utf8'))).map(
          ([key, text]) => [`${path.relative(SRC, file)} ${key}`, text] as [string, string],
        ),
      );
      expect(offences(language, texts)).toEqual([]);
    });
  }

  it('the domain’s Korean messages use the glossary too', () => {
    const texts = Object.entries(MESSAGES).map(([key, text]) => [key, text.ko] as [string, string]);
    expect(offences('ko', texts)).toEqual([]);
  });

  it('flags a banned variant (the check itself works)', () => {
    expect(offences('ko', [['x', '배경 템플릿을 고르세요']])).toHaveLength(1);
    expect(offences('ko', [['x', 'BASIC 플랜']])).toHaveLength(1);
    expect(offences('ko', [['x', '베이직 맵과 보기']])).toEqual([]);
  });
});
