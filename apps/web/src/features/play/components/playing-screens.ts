/*
 * What the player shows once an attempt has started, in one chunk of its own (issue 20 item 1:
 * /play ≤ 120 kB gzip): the join screen is the first screen, and player.tsx asks for this as soon as
 * it shows (components/preloaded.tsx `onDemand`), while the student types a nickname.
 */
export { ProgressDisplay } from './progress-display';
export { QuestionStage } from './question-stage';
export { ResultScreen } from './result-screen';
export { TeamChip } from './team-chip';
