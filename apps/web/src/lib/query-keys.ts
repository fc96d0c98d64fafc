import type { SearchOrder, SearchType } from '@quizset/domain';

/**
 * Every TanStack Query key of the app, in one place so that invalidation is a prefix match that
 * cannot drift: the builder calls `invalidateQueries({ queryKey: queryKeys.quizSets })` and
 * `invalidateQueries({ queryKey: queryKeys.me })` after saving (issue 2 §6 "The quiz list and user
 * queries are refreshed").
 */
export interface QuizSetListParams {
  q: string;
  qType: SearchType;
  order: SearchOrder;
}

export const queryKeys = {
  me: ['me'] as const,
  /** Prefix of every quiz set list (public, mine, a user's). */
  quizSets: ['quizSets'] as const,
  publicQuizSets: (params: QuizSetListParams) => ['quizSets', 'public', params] as const,
  myQuizSets: (params: QuizSetListParams) => ['quizSets', 'mine', params] as const,
  userQuizSets: (userId: string, params: QuizSetListParams) => ['quizSets', 'user', userId, params] as const,
  quizSet: (id: string) => ['quizSet', id] as const,
  userInfo: (userId: string) => ['userInfo', userId] as const,
  buildData: ['buildData'] as const,
  /** Public facts of the server (GET /api/site-config: demo accounts seeded or not). */
  siteConfig: ['siteConfig'] as const,
  /** What the configured AI provider can do (api.md `GET /api/ai/capabilities`). */
  aiCapabilities: ['aiCapabilities'] as const,
  /** A saved quiz set's AI translation state per language (issue 9). */
  aiTranslations: (quizSetId: string | undefined) => ['aiTranslations', quizSetId] as const,
  /** The owner's rooms of a quiz set (issue 10). */
  rooms: (quizSetId: string) => ['rooms', quizSetId] as const,
  /** A room as its player sees it, per translation language ('' = original). */
  playRoom: (entryMapHashId: string) => ['playRoom', entryMapHashId] as const,
  playTranslation: (entryMapHashId: string, language: string) =>
    ['playRoom', entryMapHashId, language] as const,
  attempt: (attemptId: string) => ['attempt', attemptId] as const,
  /** The player's team on a team map, polled for teammates' points. */
  attemptTeam: (attemptId: string) => ['attemptTeam', attemptId] as const,
  /** The room's bell and the attempt's result, polled while playing (issue 15 item 7). */
  attemptStatus: (attemptId: string) => ['attemptStatus', attemptId] as const,
  /** Results of a quiz set for its owner (issue 10), and one attempt's review. */
  results: (quizSetId: string) => ['results', quizSetId] as const,
  /** One room's results (the Classroom teacher view). */
  roomResults: (quizSetId: string, entryMapHashId: string) =>
    ['results', quizSetId, 'room', entryMapHashId] as const,
  attemptReview: (quizSetId: string, attemptId: string) => ['results', quizSetId, attemptId] as const,
  /** Classroom (issue 11): whether Google is set up, the caller's role in an item, the bridge's
   * attempt, one submission's review. */
  classroomStatus: ['classroomStatus'] as const,
  classroomRole: (path: string) => ['classroomRole', path] as const,
  classroomLoginHint: (userId: string, loginHint: string) =>
    ['classroomLoginHint', userId, loginHint] as const,
  classroomJoin: (entryMapHashId: string, attachmentId: string) =>
    ['classroomJoin', entryMapHashId, attachmentId] as const,
  classroomTeacherView: (path: string) => ['classroomTeacherView', path] as const,
  classroomSubmission: (entryMapHashId: string, submissionId: string) =>
    ['classroomSubmission', entryMapHashId, submissionId] as const,
};
