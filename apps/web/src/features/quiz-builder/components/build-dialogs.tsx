import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { useMe } from '../../auth/use-me';
import { clearDraft } from '../lib/draft-storage';
import { formatDateTime } from '../lib/format-time';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';

/**
 * The continue-writing dialog (spec §2 "Drafts"): the stored draft's time and title; "Continue"
 * restores it, "Start new" discards it after a second, explicit "Delete draft" (issue 19 item 6:
 * nothing is deleted without asking; the draft is the only copy of that work). "Later" only closes:
 * the header button reopens it.
 */
export function DraftDialog() {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const draft = useBuildStore((state) => state.pendingDraft);
  const isOpen = useBuildStore((state) => state.isDraftDialogOpen && state.pendingDraft !== null);
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  const close = () => {
    setConfirmingDiscard(false);
    useBuildStore.getState().setDraftDialogOpen(false);
  };
  const ownerId = useMe().data?.id;

  const onContinue = () => {
    if (!draft) return;
    const store = useBuildStore.getState();
    store.load({ mode: 'CREATE', form: draft.data });
    // Restoring counts as unsaved work: the leave warning applies at once.
    useBuildStore.setState({ isDirty: true, autosave: { status: 'saved', savedAt: draft.timeStamp } });
    if (!draft.data.templateId) store.setMapPickerOpen(true);
  };

  const onStartNew = () => {
    setConfirmingDiscard(false);
    if (ownerId) clearDraft(window.localStorage, ownerId);
    const store = useBuildStore.getState();
    store.setPendingDraft(null);
    store.setDraftDialogOpen(false);
    if (!store.form.templateId) store.setMapPickerOpen(true);
  };

  return (
    <Modal opened={isOpen} onClose={close} title={t('draft.title')} centered data-testid="draft-dialog">
      {draft && (
        <Stack gap="xs" mb="lg">
          <Text>{t('draft.body')}</Text>
          <Text fw={700} data-testid="draft-title">
            {draft.data.title.trim() || t('draft.untitled')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('draft.questionCount', { count: draft.data.quizList.length })} ·{' '}
            {t('draft.savedAt', { time: formatDateTime(draft.timeStamp, locale) })}
          </Text>
        </Stack>
      )}
      {isConfirmingDiscard ? (
        <>
          <Text mb="md" c="red.8" role="alert" data-testid="draft-discard-warning">
            {t('draft.discardWarning')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              data-testid="draft-discard-back"
              onClick={() => setConfirmingDiscard(false)}
              data-autofocus
            >
              {t('draft.discardBack')}
            </Button>
            <Button color="red" data-testid="draft-discard-confirm" onClick={onStartNew}>
              {t('draft.discardConfirm')}
            </Button>
          </Group>
        </>
      ) : (
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="gray" onClick={close}>
            {t('draft.later')}
          </Button>
          <Button variant="default" data-testid="draft-start-new" onClick={() => setConfirmingDiscard(true)}>
            {t('draft.startNew')}
          </Button>
          <Button data-testid="draft-continue" onClick={onContinue}>
            {t('draft.continue')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}

/** The in-app half of the leave warning (the browser's confirm covers reload and close). */
export function LeaveGuardModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('quiz-builder');
  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal opened={isBlocked} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text mb="lg">{t('leave.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" data-testid="leave-stay" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red" data-testid="leave-confirm" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
