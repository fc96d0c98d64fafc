import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import {
  ASSIGNMENT_DEFAULT_MAX_POINTS,
  ASSIGNMENT_MAX_POINTS_MAX,
  ASSIGNMENT_MAX_POINTS_MIN,
  type AssignmentForm,
  CREATE_ASSIGNMENT_CLOSE_DELAY_MS,
  validateAssignmentForm,
} from '@quizset/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { attachmentUris, createClassroomAttachment, openRoomForAssignment } from './api';
import { ClassroomFailureDialog, useClassroomFailure } from './classroom-failure-dialog';
import { closeClassroomIframe } from './close-iframe';
import type { ClassroomLaunch } from './launch-context';

interface CreateAssignmentDialogProps {
  quizSetId: string;
  quizSetTitle: string;
  launch: ClassroomLaunch;
  onClose: () => void;
}

/**
 * The create-assignment dialog (spec §2, issue 11) on `/quiz/{id}?shouldShowCreateAssignmentDialog=true`:
 * title and max points (checked here and again by the server, same messages), then the quiz room
 * (openRoomForAssignment) and the Classroom attachment pointing at it. On success it closes after
 * 300 ms (spec §9) and asks Classroom to close the iframe. Failures of the Classroom call show the
 * spec §8 dialogs.
 */
export function CreateAssignmentDialog({
  quizSetId,
  quizSetTitle,
  launch,
  onClose,
}: CreateAssignmentDialogProps) {
  const { t } = useTranslation('classroom');
  const [form, setForm] = useState<AssignmentForm>({
    title: quizSetTitle,
    maxPoints: ASSIGNMENT_DEFAULT_MAX_POINTS,
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const { failure, report, clear } = useClassroomFailure();
  const issues = validateAssignmentForm(form);
  const issueOf = (field: keyof AssignmentForm) => {
    const issue = isSubmitted ? issues.find((candidate) => candidate.field === field) : undefined;
    return issue ? t(issue.key, { ns: 'validation', ...issue.params }) : undefined;
  };

  const mutation = useMutation({
    mutationFn: async () => {
      const title = form.title.trim();
      const room = await openRoomForAssignment({ quizSetId });
      return createClassroomAttachment({
        courseId: launch.courseId,
        itemId: launch.itemId,
        addOnToken: launch.addOnToken,
        body: { title, maxPoints: form.maxPoints, ...attachmentUris(window.location.origin, room) },
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return;
      report(error);
    },
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(() => {
      onClose();
      closeClassroomIframe();
    }, CREATE_ASSIGNMENT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, onClose]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length === 0) mutation.mutate();
  };
  const inlineError =
    mutation.error instanceof ApiError && mutation.error.code === 'VALIDATION_FAILED'
      ? mutation.error.message
      : null;

  return (
    <>
      <Modal
        opened={failure === null}
        onClose={onClose}
        title={t('assignment.title')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {mutation.isSuccess ? (
              <Alert color="teal" variant="light" role="status">
                {t('assignment.created')}
              </Alert>
            ) : (
              <>
                {inlineError && (
                  <Alert color="red" variant="light" role="alert">
                    {inlineError}
                  </Alert>
                )}
                <TextInput
                  label={t('assignment.fields.title')}
                  value={form.title}
                  onChange={(event) => {
                    const title = event.currentTarget.value;
                    setForm((current) => ({ ...current, title }));
                  }}
                  error={issueOf('title')}
                  required
                  data-autofocus
                />
                <NumberInput
                  label={t('assignment.fields.maxPoints')}
                  description={t('assignment.fields.maxPointsHint', {
                    min: ASSIGNMENT_MAX_POINTS_MIN,
                    max: ASSIGNMENT_MAX_POINTS_MAX,
                  })}
                  value={form.maxPoints}
                  onChange={(value) =>
                    setForm((current) => ({
                      ...current,
                      maxPoints: typeof value === 'number' ? value : Number.NaN,
                    }))
                  }
                  min={ASSIGNMENT_MAX_POINTS_MIN}
                  max={ASSIGNMENT_MAX_POINTS_MAX}
                  allowDecimal={false}
                  error={issueOf('maxPoints')}
                  required
                />
                <Text size="sm" c="dimmed">
                  {t('assignment.explain')}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    {t('actions.cancel', { ns: 'common' })}
                  </Button>
                  <Button type="submit" loading={mutation.isPending}>
                    {t('assignment.submit')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Modal>
      <ClassroomFailureDialog failure={failure} onDismiss={clear} />
    </>
  );
}
