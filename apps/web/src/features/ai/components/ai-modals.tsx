import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { useLazyAiLocales } from '../lib/lazy-locales';
import { ADDED_TOAST_ID } from '../lib/use-ai-results';
import { useAiUiStore } from '../store/ai-ui-store';
import { FileModal } from './file-modal';
import { SimilarQuizModal } from './similar-quiz-modal';
import { TopicModal } from './topic-modal';

/**
 * The AI modals (spec §2 modals 3–4), loaded lazily on the first opening (ai-layer.tsx) and kept
 * mounted from then on, so the topic and file results survive a close. The similar-question
 * generator starts afresh for each card it is opened from.
 */
export default function AiModals() {
  useLazyAiLocales();
  const modal = useAiUiStore((state) => state.modal);
  const kind = modal?.kind;
  useEffect(() => {
    if (kind) notifications.hide(ADDED_TOAST_ID);
  }, [kind]);
  const similarQuizId = modal?.kind === 'similar' ? modal.quizId : null;
  const question = useBuildStore(
    (state) => state.form.quizList.find((quiz) => quiz.id === similarQuizId)?.question ?? '',
  );
  return (
    <>
      <TopicModal opened={modal?.kind === 'topic'} />
      <FileModal opened={modal?.kind === 'file'} />
      {similarQuizId && question.trim() && (
        <SimilarQuizModal key={similarQuizId} question={question.trim()} />
      )}
    </>
  );
}
