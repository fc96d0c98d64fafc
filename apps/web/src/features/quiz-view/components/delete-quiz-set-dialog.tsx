import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteQuizSet } from '../api';

interface DeleteQuizSetDialogProps {
  id: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The delete confirmation (owner only; DELETE /api/quizsets/{id}). A module of its own, loaded on
 * the first click: Modal brings Mantine's modal base, scroll area and focus trap (~27 kB gzip) that
 * a reader of /quiz/{id} never needs (issue 2 "Performance"). On success the user lands on
 * /my-quizzes, which says what was deleted (router state `deletedTitle`).
 */
export default function DeleteQuizSetDialog({ id, title, opened, onClose }: DeleteQuizSetDialogProps) {
  const { t } = useTranslation('quiz-view');
  const navigate = useNavigate();
  const deletion = useDeleteQuizSet(id);
  const onConfirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => navigate('/my-quizzes', { replace: true, state: { deletedTitle: title } }),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Stack gap="md">
        <Text size="sm">{t('delete.body', { title })}</Text>
        {deletion.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deletion.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
