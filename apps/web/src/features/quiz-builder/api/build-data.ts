/** GET /api/quiz-builder/build-data, shared with the quiz view (one cache entry, lib/build-data.ts). */
export { type BuildData, type LastQuizSetCreationInfo, useBuildData } from '../../../lib/build-data';
