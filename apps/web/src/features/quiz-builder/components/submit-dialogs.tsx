import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFinish } from '../lib/use-finish';
import { useSubmitStore } from '../store/submit-store';

/**
 * The dialogs of the finish flow (spec §4, §8): UPDATE confirm, 409 reload/overwrite, and the failure
 * dialog with "Go home" (/public) / "Retry" (reloads the page; a new set's work waits in its draft).
 */
export function SubmitDialogs() {
  const { t } = useTranslation('quiz-builder');
  const phase = useSubmitStore((state) => state.phase);
  const { send, retry, goHome, reload, overwrite, dismiss } = useFinish();

  return (
    <>
      <Modal opened={phase.name === 'confirm'} onClose={dismiss} title={t('submit.confirmTitle')} centered>
        <Text mb="lg">{t('submit.confirmBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {t('submit.cancel')}
          </Button>
          <Button data-testid="update-confirm" onClick={() => void send()}>
            {t('submit.confirm')}
          </Button>
        </Group>
      </Modal>

      <Modal opened={phase.name === 'conflict'} onClose={dismiss} title={t('submit.conflictTitle')} centered>
        <Text mb="lg">{t('submit.conflictBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" data-testid="conflict-reload" onClick={() => void reload()}>
            {t('submit.reload')}
          </Button>
          <Button color="red" data-testid="conflict-overwrite" onClick={() => void overwrite()}>
            {t('submit.overwrite')}
          </Button>
        </Group>
      </Modal>

      <Modal opened={phase.name === 'failed'} onClose={dismiss} title={t('submit.errorTitle')} centered>
        <Text mb="lg">{t('submit.errorBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" data-testid="submit-error-home" onClick={goHome}>
            {t('submit.goHome')}
          </Button>
          <Button data-testid="submit-error-retry" onClick={retry}>
            {t('submit.retry')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
