/**
 * The domain's draft schema (spec §3 "Draft") on its own, for draft-storage.ts to `import()`: a
 * module of its own keeps zod out of the builder's first load (issue 20 item 1).
 */
export { draftSchema } from '@quizset/domain';
