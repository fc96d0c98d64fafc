import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { NICKNAME_MAX_LENGTH, nicknameIssue } from '@quizset/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { type AttemptSummary, usePlayerAction } from '../api';
import type { PlayerActionKind } from './player-actions-menu';

export interface PlayerActionTarget {
  kind: PlayerActionKind;
  attempt: AttemptSummary;
}

/**
 * The dialog behind a player's actions menu (issue 15 item 5): rename a guest (the nickname rule
 * checked here with the server's words; a 400 / 409 refusal shows the server's message), merge the
 * attempt into another attempt of the same room (choose, then confirm), remove the player (confirm;
 * says their answers are deleted). The dialog closes only on success: a refusal leaves the results
 * as they were and says why. `attempts`: every attempt on the page, for the merge choices.
 */
export function PlayerActionDialog({
  quizSetId,
  target,
  attempts,
  onClose,
}: {
  quizSetId: string;
  target: PlayerActionTarget | null;
  attempts: AttemptSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation('rooms');
  // Mounted on the first menu choice (ResultsView): opening one commit later keeps the enter transition.
  const isMounted = useMounted();
  const name = target?.attempt.player.name ?? '';
  const title = target === null ? '' : t(`manage.${target.kind}Title`, { name });
  return (
    <Modal
      opened={isMounted && target !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('manage.cancel') }}
      data-testid="player-action-dialog"
    >
      {/* Keyed by the target: each opening starts with a fresh form and no old error. */}
      {target?.kind === 'rename' && (
        <RenameForm
          key={target.attempt.attemptId}
          quizSetId={quizSetId}
          attempt={target.attempt}
          onDone={onClose}
        />
      )}
      {target?.kind === 'merge' && (
        <MergeForm
          key={target.attempt.attemptId}
          quizSetId={quizSetId}
          attempt={target.attempt}
          attempts={attempts}
          onDone={onClose}
        />
      )}
      {target?.kind === 'remove' && (
        <RemoveConfirm
          key={target.attempt.attemptId}
          quizSetId={quizSetId}
          attempt={target.attempt}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

interface FormProps {
  quizSetId: string;
  attempt: AttemptSummary;
  onDone: () => void;
}

function RenameForm({ quizSetId, attempt, onDone }: FormProps) {
  const { t } = useTranslation('rooms');
  const action = usePlayerAction(quizSetId);
  const [guestName, setGuestName] = useState(attempt.player.name);
  const issue = nicknameIssue(guestName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issue) return;
    action.mutate(
      { kind: 'rename', entryMapHashId: attempt.entryMapHashId, attemptId: attempt.attemptId, guestName },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('manage.nickname')}
          description={t('manage.renameHelp')}
          value={guestName}
          onChange={(event) => setGuestName(event.currentTarget.value)}
          error={issue ? t(issue.key, { ns: 'validation', ...issue.params }) : undefined}
          maxLength={NICKNAME_MAX_LENGTH * 2}
          autoComplete="off"
          data-autofocus
        />
        {action.isError && <ErrorAlert error={action.error} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('manage.cancel')}
          </Button>
          <Button type="submit" loading={action.isPending} disabled={issue !== null}>
            {t('manage.renameConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MergeForm({ quizSetId, attempt, attempts, onDone }: FormProps & { attempts: AttemptSummary[] }) {
  const { t, i18n } = useTranslation('rooms');
  const action = usePlayerAction(quizSetId);
  const [into, setInto] = useState<string | null>(null);
  const choices = attempts.filter(
    (other) => other.entryMapHashId === attempt.entryMapHashId && other.attemptId !== attempt.attemptId,
  );
  const chosen = choices.find((other) => other.attemptId === into) ?? null;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const describe = (other: AttemptSummary) =>
    t('manage.mergeChoice', {
      name: other.player.name,
      answered: other.answeredCount,
      started: time.format(new Date(other.startedAt)),
    });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('manage.mergeHelp', { name: attempt.player.name })}</Text>
      <Radio.Group label={t('manage.mergeInto')} value={into} onChange={setInto} data-testid="merge-choices">
        <Stack gap="xs" mt="xs">
          {choices.map((other) => (
            <Radio key={other.attemptId} value={other.attemptId} label={describe(other)} />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && (
        <Text size="sm" fw={500} data-testid="merge-summary">
          {t('manage.mergeSummary', { from: attempt.player.name, into: chosen.player.name })}
        </Text>
      )}
      {action.isError && <ErrorAlert error={action.error} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('manage.cancel')}
        </Button>
        <Button
          disabled={chosen === null}
          loading={action.isPending}
          onClick={() =>
            chosen &&
            action.mutate(
              {
                kind: 'merge',
                entryMapHashId: attempt.entryMapHashId,
                attemptId: attempt.attemptId,
                intoAttemptId: chosen.attemptId,
              },
              { onSuccess: onDone },
            )
          }
        >
          {t('manage.mergeConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

function RemoveConfirm({ quizSetId, attempt, onDone }: FormProps) {
  const { t } = useTranslation('rooms');
  const action = usePlayerAction(quizSetId);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('manage.removeHelp', { name: attempt.player.name })}</Text>
      {action.isError && <ErrorAlert error={action.error} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} data-autofocus>
          {t('manage.cancel')}
        </Button>
        <Button
          color="red"
          loading={action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'remove', entryMapHashId: attempt.entryMapHashId, attemptId: attempt.attemptId },
              { onSuccess: onDone },
            )
          }
        >
          {t('manage.removeConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
