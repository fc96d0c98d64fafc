import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAiUiStore } from '../store/ai-ui-store';

/**
 * The AI helpers' alert dialog (spec §8 rows: 'fail to build AI quiz' without a close button, the
 * destructive 'empty prompt', 'generate fail', the count-exceeded alert …). Above the AI modals, so an
 * alert raised inside one shows over it. Without a close button it closes only through its button.
 */
export function AiAlertDialog() {
  const { t } = useTranslation('ai');
  const alert = useAiUiStore((state) => state.alert);
  const close = useAiUiStore((state) => state.closeAlert);
  const withCloseButton = alert?.withCloseButton ?? true;
  return (
    <Modal
      opened={alert !== null}
      onClose={close}
      title={alert ? t(alert.title, alert.values) : ''}
      withCloseButton={withCloseButton}
      closeOnClickOutside={withCloseButton}
      closeOnEscape
      centered
      zIndex={340}
      data-testid={alert?.testId ?? 'ai-alert'}
    >
      {alert?.description && <Text mb="lg">{t(alert.description, alert.values)}</Text>}
      <Group justify="flex-end">
        <Button
          color={alert?.tone === 'destructive' ? 'red' : undefined}
          onClick={close}
          data-testid="ai-alert-confirm"
          data-autofocus
        >
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
