/**
 * The AI helpers' web feature (issue 9). The builder mounts `AiLayer` once and `AiEntryBar` on the
 * quiz step, and hooks the card buttons into its cards; everything else stays inside this folder.
 */
export { AiEntryBar } from './components/ai-entry-bar';
export { AiLayer } from './components/ai-layer';
export { AnswerAiMenu, ChoiceListAiButton, TranslationStatus } from './components/lazy-card-ai';
export { SimilarQuizButton } from './components/similar-quiz-button';
