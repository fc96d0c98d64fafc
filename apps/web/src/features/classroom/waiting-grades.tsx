import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WaitingGrade } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useSendGradesAgain } from './api';
import type { AttachmentLaunch } from './iframe-launch';

/**
 * The teacher view's grades Classroom has not taken yet (issue 18 item 5): each waiting (being sent)
 * or failed grade with its student, points and last error; "Send again" on a failed one, and "Send
 * all failed grades again" when several failed. Nothing when every grade is in Classroom.
 */
export function WaitingGrades({ launch, grades }: { launch: AttachmentLaunch; grades: WaitingGrade[] }) {
  const { t } = useTranslation('classroom');
  const sendAgain = useSendGradesAgain(launch);
  const error = useErrorMessage(sendAgain.error);
  if (grades.length === 0) return null;
  const failed = grades.filter((grade) => grade.status === 'FAILED');
  return (
    <Stack gap="sm" component="section" data-testid="classroom-waiting-grades">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('teacherView.gradesTitle')}
        </Title>
        {failed.length > 1 && (
          <Button
            size="xs"
            variant="light"
            loading={sendAgain.isPending && sendAgain.variables === null}
            onClick={() => sendAgain.mutate(null)}
          >
            {t('teacherView.sendAllAgain')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'keep-all' }}>
        {t('teacherView.gradesHelp')}
      </Text>
      {sendAgain.isSuccess && (
        <Text size="sm" role="status">
          {t('teacherView.sendingAgain')}
        </Text>
      )}
      {sendAgain.isError && (
        <Alert color="red" role="alert">
          {sendAgain.error instanceof ApiError ? sendAgain.error.message : error}
        </Alert>
      )}
      <Stack gap="xs">
        {grades.map((grade) => (
          <Paper key={grade.submissionId} withBorder radius="md" p="sm" data-testid="waiting-grade">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {grade.studentName ?? t('teacherView.gradeSubmission', { id: grade.submissionId })}
                  </Text>
                  <Badge color={grade.status === 'FAILED' ? 'red' : 'gray'} variant="light">
                    {grade.status === 'FAILED' ? t('teacherView.gradeFailed') : t('teacherView.gradePending')}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('teacherView.gradePoints', { points: grade.pointsEarned, max: grade.maxPoints })}
                </Text>
                {grade.lastError && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('teacherView.gradeLastError', {
                      error: t(`teacherView.gradeErrors.${grade.lastError}`),
                    })}
                  </Text>
                )}
              </Stack>
              {grade.status === 'FAILED' && (
                <Button
                  size="xs"
                  variant="light"
                  loading={sendAgain.isPending && sendAgain.variables === grade.submissionId}
                  onClick={() => sendAgain.mutate(grade.submissionId)}
                >
                  {t('teacherView.sendAgain')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
