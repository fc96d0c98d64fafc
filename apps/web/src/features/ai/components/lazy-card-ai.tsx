import { type ComponentProps, Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/retry-import';

// The card AI buttons and the translation state bring the AI client, the capabilities query and
// Mantine's Menu: they come with the one lazy AI chunk (ai-lazy.ts) when first shown.
const ChoiceListAiButtonChunk = lazyWithRetry(() =>
  import('./ai-lazy').then((module) => ({ default: module.ChoiceListAiButton })),
);
const AnswerAiMenuChunk = lazyWithRetry(() =>
  import('./ai-lazy').then((module) => ({ default: module.AnswerAiMenu })),
);
const TranslationStatusChunk = lazyWithRetry(() =>
  import('./ai-lazy').then((module) => ({ default: module.TranslationStatus })),
);

/** "AI choices" of a multiple-choice card (choice-list-ai-button.tsx). */
export function ChoiceListAiButton({ quizId }: { quizId: string }) {
  return (
    <Suspense fallback={null}>
      <ChoiceListAiButtonChunk quizId={quizId} />
    </Suspense>
  );
}

/** "AI answers" of a subjective card (answer-ai-menu.tsx). */
export function AnswerAiMenu({ quizId }: { quizId: string }) {
  return (
    <Suspense fallback={null}>
      <AnswerAiMenuChunk quizId={quizId} />
    </Suspense>
  );
}

/** The AI translation state for the settings' AI translation option (translation-status.tsx). */
export function TranslationStatus(props: ComponentProps<typeof TranslationStatusChunk>) {
  return (
    <Suspense fallback={null}>
      <TranslationStatusChunk {...props} />
    </Suspense>
  );
}
