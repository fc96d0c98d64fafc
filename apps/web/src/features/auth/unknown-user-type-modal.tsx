import { Button, Group, Modal, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface UnknownUserTypeModalProps {
  opened: boolean;
  /** Closing and the button both lead on to /sign-up/type. */
  onProceed: () => void;
}

/** The dialog of UnknownUserTypeDialog, in its own module so it loads only when it opens. */
export default function UnknownUserTypeModal({ opened, onProceed }: UnknownUserTypeModalProps) {
  const { t } = useTranslation();
  // Mounted when it first opens: opening one commit later keeps the enter transition.
  const isMounted = useMounted();
  return (
    <Modal opened={isMounted && opened} onClose={onProceed} title={t('unknownUserType.title')} centered>
      <Text mb="lg">{t('unknownUserType.body')}</Text>
      <Group justify="flex-end">
        <Button onClick={onProceed} data-testid="unknown-user-type-continue">
          {t('unknownUserType.action')}
        </Button>
      </Group>
    </Modal>
  );
}
