import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageUploadFailure } from '../hooks/use-image-upload';

interface UploadFailureAlertProps {
  failure: ImageUploadFailure;
  onClose: () => void;
}

/** The failure alert of issue 3 "Image": names the broken rule with the domain's spec §5 message. */
export function UploadFailureAlert({ failure, onClose }: UploadFailureAlertProps) {
  const { t } = useTranslation('image-upload');
  const message =
    failure.source === 'rule' ? t(failure.key, { ns: 'validation', ...failure.params }) : t('failure.upload');
  return (
    <Alert
      color="red"
      variant="light"
      title={t('failure.title')}
      withCloseButton
      closeButtonLabel={t('failure.close')}
      onClose={onClose}
      role="alert"
      data-testid="image-upload-failure"
    >
      {message}
    </Alert>
  );
}
