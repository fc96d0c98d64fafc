import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '../../components/query-state';
import { AttemptReviewList } from '../rooms/components/attempt-review-list';
import { seconds } from '../rooms/lib/format-answer';
import { useSubmissionReview } from './api';
import { ClassroomQueryFailure } from './classroom-failure-dialog';
import { AttachmentIframe } from './classroom-sign-in-gate';
import type { AttachmentLaunch } from './iframe-launch';

/**
 * `/google-classroom/student-work-review?entryMapHashId=…&submissionId=…` (issue 11 "Teacher:
 * student work review"; spec §2): the studentWorkReviewUri, where the teacher grades one student.
 * Shows that student's attempt in the room: each answer, right or wrong, the score and the time; a
 * student who has not played yet is said so. Any teacher of the course may read it, as Classroom's
 * getAddOnContext says (issue 18 item 5; the server's rule, get-submission-review.ts), and opening it
 * sets the submission's waiting grade; anyone else gets spec §8's invalid-teacher-account dialog.
 */
export default function StudentWorkReviewPage() {
  return (
    <AttachmentIframe page="studentWorkReview">{(launch) => <WorkReview launch={launch} />}</AttachmentIframe>
  );
}

function WorkReview({ launch }: { launch: AttachmentLaunch }) {
  const { t, i18n } = useTranslation('classroom');
  const review = useSubmissionReview({ ...launch, submissionId: launch.submissionId ?? '' }, true);
  if (review.isPending) return <PageLoader />;
  if (review.isError)
    return <ClassroomQueryFailure error={review.error} onRetry={() => void review.refetch()} />;
  const data = review.data;
  if (!data)
    return <EmptyState title={t('workReview.notStarted')} description={t('workReview.notStartedHelp')} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('workReview.title', { name: data.player.name })}
      </Title>
      <Paper withBorder radius="md" p="md" data-testid="work-review-summary">
        <Group gap="lg" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('workReview.score')}
            </Text>
            <Text fw={700} size="xl">
              {data.score === null ? t('workReview.none') : `${data.score} / ${data.maxScore}`}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('workReview.time')}
            </Text>
            <Text fw={700} size="xl">
              {data.durationMs === null
                ? t('workReview.none')
                : t('workReview.seconds', { value: seconds(data.durationMs) })}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('workReview.status')}
            </Text>
            {data.finishedAt ? (
              <Text size="sm">
                <Badge color="teal" variant="light" mr={6}>
                  {t('workReview.finished')}
                </Badge>
                {dateFormat.format(new Date(data.finishedAt))}
              </Text>
            ) : (
              <Badge color="yellow" variant="light">
                {t('workReview.inProgress')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Paper>
      <AttemptReviewList review={data} />
    </Stack>
  );
}
