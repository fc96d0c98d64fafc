import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { AI_FILE_EXTENSIONS, AI_FILE_MAX_BYTES } from '@quizset/domain';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/format';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { type AiFileProgress, checkAiFile } from '../api';
import { aiApi } from '../lib/ai-api';
import { fileErrorAlert } from '../lib/error-alerts';
import {
  defaultGenerationOptions,
  type GenerationOptionsValue,
  generationRequestOf,
} from '../lib/generation-options';
import { needsModelNote, useAiCapabilities } from '../lib/use-ai-capabilities';
import { useElapsedToast } from '../lib/use-elapsed-toast';
import { useGeneration } from '../lib/use-generation';
import { useAiUiStore } from '../store/ai-ui-store';
import { GenerationOptionsFields } from './generation-options-fields';
import { GeneratorModal } from './generator-modal';
import { ModelNote } from './model-note';
import { GeneratingPanel } from './output-panels';

/** What the file picker offers (spec §5: pdf, csv, txt, docx, pptx, hwp); the server checks content. */
const FILE_ACCEPT = AI_FILE_EXTENSIONS.map((extension) => `.${extension}`);
const MB = 1024 * 1024;

/**
 * AI generate-from-file modal (spec §2 modal 4, §4 "AI generation status", issue 9 "File modal"):
 * drag-and-drop upload and options on the left, results or a blank placeholder on the right; while
 * generating, the file name, the "up to 5 minutes" note, real progress from the NDJSON stream and,
 * after 5 s, the elapsed-time toast. Footer by status: generate → regenerate + save (add). Errors
 * return to where it was with the spec §8 "File AI" message; files the browser refuses itself are
 * tracked as 413 / 415. On a phone the request collapses to a summary after success. Closing keeps a
 * running generation (its results wait here); "Cancel" stops it.
 */
export function FileModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('ai');
  const generation = useGeneration(fileErrorAlert, (error) => {
    if (error instanceof ApiError) track('ai_file_error', { type: error.status, side: 'server' });
  });
  const isGenerating = generation.status === 'generating';
  const [file, setFile] = useState<File | null>(null);
  const locale = useLocale();
  const [options, setOptions] = useState<GenerationOptionsValue>(() => defaultGenerationOptions(locale));
  const capabilities = useAiCapabilities();
  const [progress, setProgress] = useState<AiFileProgress | null>(null);
  useElapsedToast(isGenerating);

  const refuse = (type: 413 | 415, key: string) => {
    // spec §8 "Client-side file errors: tracked with 413 or 415 types".
    track('ai_file_error', { type, side: 'client' });
    useAiUiStore.getState().showAlert({
      title: 'errors.file.failed',
      description: key,
      values: { maxMb: AI_FILE_MAX_BYTES / MB },
      testId: 'ai-file-error',
    });
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkAiFile(chosen);
    if (problem && problem.status !== 400) refuse(problem.status, problem.key);
    else setFile(chosen);
  };

  const onReject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((rejection) =>
      rejection.errors.some((e) => e.code === 'file-too-large'),
    );
    refuse(tooLarge ? 413 : 415, tooLarge ? 'errors.file.tooLarge' : 'errors.file.extensions');
  };

  const generate = () => {
    if (!file) {
      useAiUiStore.getState().showAlert({ title: 'errors.file.required', testId: 'ai-file-error' });
      return;
    }
    setProgress(null);
    void generation.run(options.quizCount, async (tryCount, signal) => {
      const answer = await aiApi().fromFile(file, generationRequestOf(options, tryCount), {
        onProgress: setProgress,
        signal,
      });
      return answer.questions;
    });
  };

  const request = (
    <>
      <FilePicker
        file={file}
        disabled={isGenerating}
        onChoose={choose}
        onReject={onReject}
        onClear={() => setFile(null)}
      />
      <GenerationOptionsFields value={options} onChange={setOptions} disabled={isGenerating} />
      {needsModelNote(capabilities, 'file') && <ModelNote>{t('notes.file')}</ModelNote>}
    </>
  );
  return (
    <GeneratorModal
      opened={opened}
      title={t('file.title')}
      testId="ai-file-modal"
      generation={generation}
      request={request}
      summary={t('file.summary', {
        name: file?.name ?? '',
        count: options.quizCount,
        type: t(`options.types.${options.quizType}`),
      })}
      generating={
        <GeneratingPanel
          subject={file?.name}
          note={t('file.waitNote')}
          progress={progress}
          waitingLabel="progress.starting"
        />
      }
      placeholder={t('file.placeholder')}
      sourceKind="file"
      requested={options.quizCount}
      onGenerate={generate}
    />
  );
}

interface FilePickerProps {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onReject: (rejections: FileRejection[]) => void;
  onClear: () => void;
}

/** The drop zone (click, keyboard or drag and drop), then the chosen file with a remove button. */
function FilePicker({ file, disabled, onChoose, onReject, onClear }: FilePickerProps) {
  const { t } = useTranslation('ai');
  const { formatFileSize } = useFormatters();
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => onChoose(files[0])}
        onReject={onReject}
        accept={FILE_ACCEPT}
        multiple={false}
        disabled={disabled}
        radius="md"
        p="md"
        data-testid="ai-file-dropzone"
        aria-label={t('file.dropLabel')}
        // The hidden file input stays in the accessibility tree: without its own name Chromium reads
        // it as an English "file upload" / "Choose File" in the Korean UI too (issue 7).
        inputProps={{ 'aria-label': t('file.dropLabel') }}
      >
        <Group justify="center" gap="sm" wrap="nowrap" mih={88} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('file.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('file.dropHint', {
                extensions: AI_FILE_EXTENSIONS.join(', '),
                maxMb: AI_FILE_MAX_BYTES / MB,
              })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {file && (
        <Paper withBorder radius="md" px="sm" py={6} data-testid="ai-file-chosen">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate fw={500}>
              {file.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('file.remove', { name: file.name })}
                disabled={disabled}
                onClick={onClear}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
