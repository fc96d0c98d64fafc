import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ReplaceConfirmModalProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Replacing an image asks for confirmation" (issue 3 "Image"). A plain Mantine Modal rather than
 * @mantine/modals' manager: the app shell does not mount ModalsProvider (kept off the view pages'
 * first load), and this keeps the field usable anywhere.
 */
export function ReplaceConfirmModal({ opened, onConfirm, onCancel }: ReplaceConfirmModalProps) {
  const { t } = useTranslation('image-upload');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('replaceConfirm.title')} centered size="sm">
      <Text size="sm">{t('replaceConfirm.body')}</Text>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('replaceConfirm.cancel')}
        </Button>
        <Button onClick={onConfirm} data-testid="image-replace-confirm">
          {t('replaceConfirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
