/**
 * Everything of the AI helpers the build page loads only when it is used — the modals, the card
 * buttons, the translation state — in ONE chunk. One chunk on purpose: modules shared by several lazy
 * chunks are hoisted by the bundler into the page that imports them all, which would put the AI
 * client and the lazy strings back into /build's first load.
 */
export { default as AiModals } from './ai-modals';
export { AnswerAiMenu } from './answer-ai-menu';
export { ChoiceListAiButton } from './choice-list-ai-button';
export { TranslationStatus } from './translation-status';
