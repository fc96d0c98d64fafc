import { Modal } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../components/query-state';
import { useAttemptReview } from '../api';
import { AttemptReviewList } from './attempt-review-list';

/** One attempt's full review for the owner (issue 10 "one attempt's full review"). */
export function AttemptReviewModal({
  quizSetId,
  attemptId,
  onClose,
}: {
  quizSetId: string;
  attemptId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rooms');
  const review = useAttemptReview(quizSetId, attemptId);
  const data = review.data;
  // Mounted on the first "Review" click (ResultsView): opening one commit later keeps the enter transition.
  const isMounted = useMounted();
  return (
    <Modal
      opened={isMounted && attemptId !== null}
      onClose={onClose}
      title={data ? t('results.reviewTitle', { name: data.player.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('results.closeReview') }}
    >
      {review.isError && <QueryErrorState error={review.error} onRetry={() => void review.refetch()} />}
      {data && <AttemptReviewList review={data} />}
    </Modal>
  );
}
