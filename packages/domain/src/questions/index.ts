/*
 * Question types (spec §3, §5). Each `<name>.ts` holds plain, zod-free functions and each
 * `<name>-schema.ts` the zod shapes, so the browser's first load can use the first without zod
 * (issue 20 item 1); this barrel exports both.
 */
export * from './base';
export * from './base-schema';
export * from './multiple-choice';
export * from './multiple-choice-schema';
export * from './ox';
export * from './ox-schema';
export * from './question-type-schemas';
export * from './question-types';
export * from './quiz-schema';
export * from './rules';
export * from './subjective';
export * from './subjective-schema';
