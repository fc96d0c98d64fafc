import { Image, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface ImageViewerModalProps {
  imageUrl: string | null;
  alt: string;
  onClose: () => void;
}

/** The image detail viewer (issue 3 "clicking an image opens the image detail viewer"): full size, full screen on phones. */
export function ImageViewerModal({ imageUrl, alt, onClose }: ImageViewerModalProps) {
  const { t } = useTranslation('image-upload');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={imageUrl !== null}
      onClose={onClose}
      title={t('viewer.title')}
      size="auto"
      centered
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
      data-testid="image-viewer"
    >
      {imageUrl && <Image src={imageUrl} alt={alt} fit="contain" mah="80vh" maw="min(90vw, 1024px)" />}
    </Modal>
  );
}
