import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Box,
  Group,
  Image,
  LoadingOverlay,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImagePaste } from '../hooks/use-image-paste';
import { type ImageUploadDeps, useImageUpload } from '../hooks/use-image-upload';
import { IMAGE_ACCEPT } from '../lib/prepare-question-image';
import { ImageViewerModal } from './image-viewer-modal';
import classes from './question-image-field.module.css';
import { ReplaceConfirmModal } from './replace-confirm-modal';
import { UploadFailureAlert } from './upload-failure-alert';

export interface QuestionImageFieldProps {
  /** The stored image URL, or null when the card has none. */
  imageUrl: string | null;
  /** A new uploaded URL, or null when the teacher removes the image. */
  onChange: (imageUrl: string | null) => void;
  /** Drop, paste, pick, replace and remove only in edit mode; view mode only shows and zooms. */
  isEditing: boolean;
  /** Accessible description of the image (e.g. "Image of question 3"). */
  alt: string;
  /** Where pasting an image lands here (e.g. the card's question area); default: this field. */
  pasteScopeRef?: RefObject<HTMLElement | null>;
  /** 'sm' for a choice's image. */
  size?: 'md' | 'sm';
  /** Injected check/compress/upload (tests); default prepareQuestionImage + uploadQuestionImage. */
  deps?: ImageUploadDeps;
}

/**
 * One image of a card (issue 3 "Image"): drop / paste / pick in edit mode, preview, replace after a
 * confirmation, remove, click to open the detail viewer; checks and compression before upload; a
 * failure shows the alert and keeps the previous image.
 */
export function QuestionImageField({
  imageUrl,
  onChange,
  isEditing,
  alt,
  pasteScopeRef,
  size = 'md',
  deps,
}: QuestionImageFieldProps) {
  const { t } = useTranslation('image-upload');
  const ownRef = useRef<HTMLDivElement>(null);
  const openPickerRef = useRef<() => void>(null);
  const [viewerUrl, setViewerUrl] = useState<string | null>(null);
  const onUploaded = useCallback((url: string) => onChange(url), [onChange]);
  const { start, isUploading, failure, setFailure, clearFailure } = useImageUpload(onUploaded, deps);

  // A file waiting for the teacher's "replace?" answer.
  const [pendingFile, setPendingFile] = useState<File | null>(null);

  /** Every new file goes through here: with an image already there, ask first (issue 3 "Replacing … asks for confirmation"). */
  const acceptFile = (file: File) => {
    if (imageUrl) setPendingFile(file);
    else void start(file);
  };

  useImagePaste(pasteScopeRef ?? ownRef, isEditing && !isUploading, acceptFile);

  const onDrop = (files: File[]) => {
    const [file] = files;
    if (file) acceptFile(file);
  };
  // Only "several files at once" is refused by the dropzone itself; every other rule is ours.
  const onReject = (rejections: FileRejection[]) => {
    if (rejections.length > 1) setFailure({ source: 'rule', key: 'image.tooMany', params: { max: 1 } });
    else if (rejections[0]) acceptFile(rejections[0].file);
  };

  const thumbHeight = size === 'sm' ? 72 : 180;
  const preview = imageUrl && (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <UnstyledButton
        onClick={() => setViewerUrl(imageUrl)}
        aria-label={t('actions.view')}
        className={classes.thumbButton}
        data-testid="question-image"
      >
        <Image
          src={imageUrl}
          alt={alt}
          h={thumbHeight}
          w="auto"
          fit="contain"
          radius="sm"
          className={classes.thumbImage}
        />
      </UnstyledButton>
      {isEditing && (
        <Stack gap={4} className={classes.actions}>
          <Tooltip label={t('actions.replace')}>
            <ActionIcon
              variant="light"
              aria-label={t('actions.replace')}
              onClick={() => openPickerRef.current?.()}
              data-testid="image-replace"
            >
              <IconReplace size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.remove')}>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={t('actions.remove')}
              onClick={() => onChange(null)}
              data-testid="image-remove"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Stack>
      )}
    </Group>
  );

  return (
    <Stack gap={6} ref={ownRef} className={classes.root} data-size={size} data-testid="question-image-field">
      <Box pos="relative">
        <LoadingOverlay visible={isUploading} loaderProps={{ size: 'sm' }} />
        {isUploading && <VisuallyHidden role="status">{t('uploading')}</VisuallyHidden>}
        {!isEditing && preview}
        {isEditing && (
          <Dropzone
            onDrop={onDrop}
            onReject={onReject}
            multiple={false}
            openRef={openPickerRef}
            // With an image, the dropzone wraps it: a drop on the image replaces it (after the
            // confirmation), clicks reach the image and its buttons, the picker opens via "replace".
            className={imageUrl ? classes.imageDropzone : classes.dropzone}
            activateOnClick={!imageUrl}
            activateOnKeyboard={!imageUrl}
            enablePointerEvents={Boolean(imageUrl)}
            disabled={isUploading}
            // The hidden file input stays in the accessibility tree: without its own name Chromium
            // reads it as an English "file upload" / "Choose File" in the Korean UI too (issue 7).
            inputProps={{ accept: IMAGE_ACCEPT, 'aria-label': t('dropzone.idle') }}
            aria-label={t('dropzone.idle')}
            data-testid="image-dropzone"
          >
            {preview ||
              (size === 'sm' ? (
                // A choice's image is optional and the row is narrow: an icon with the full text as its name.
                <Tooltip label={t('dropzone.idle')} openDelay={300}>
                  <Stack align="center" justify="center" mih={36} miw={36}>
                    <IconPhotoPlus size={18} aria-hidden />
                  </Stack>
                </Tooltip>
              ) : (
                <Stack gap={2} align="center" justify="center" mih={88}>
                  <Dropzone.Accept>
                    <Text size="sm">{t('dropzone.accept')}</Text>
                  </Dropzone.Accept>
                  <Dropzone.Idle>
                    <Text size="sm">{t('dropzone.idle')}</Text>
                  </Dropzone.Idle>
                  <Text size="xs" c="dimmed">
                    {t('dropzone.rules')}
                  </Text>
                </Stack>
              ))}
          </Dropzone>
        )}
      </Box>
      {failure && <UploadFailureAlert failure={failure} onClose={clearFailure} />}
      <ImageViewerModal imageUrl={viewerUrl} alt={alt} onClose={() => setViewerUrl(null)} />
      <ReplaceConfirmModal
        opened={pendingFile !== null}
        onConfirm={() => {
          if (pendingFile) void start(pendingFile);
          setPendingFile(null);
        }}
        onCancel={() => setPendingFile(null)}
      />
    </Stack>
  );
}
