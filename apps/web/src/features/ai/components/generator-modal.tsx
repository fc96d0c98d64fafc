import { Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../lib/use-generation';
import { usePhone } from '../lib/use-phone';
import { useAiUiStore } from '../store/ai-ui-store';
import { AiResultsList, type AiSourceKind } from './ai-results-list';
import { GeneratorFooter } from './generator-footer';
import classes from './generator-modal.module.css';
import { OutputPlaceholder } from './output-panels';

interface GeneratorModalProps {
  opened: boolean;
  title: string;
  testId: string;
  generation: Generation;
  /** The request side: prompt or upload, and the options. */
  request: ReactNode;
  /** The request in one line, shown in its place on a phone after success (spec §2 modal 4). */
  summary: string;
  /** The generating panel. */
  generating: ReactNode;
  /** How many items were asked for: fewer in the results is said plainly (issue 16 item 5). */
  requested?: number;
  /** The blank placeholder's text. */
  placeholder: string;
  sourceKind: AiSourceKind;
  onGenerate: () => void;
}

/**
 * The frame of the topic and file modals (spec §2 modal 4): request on the left, on the right the
 * results, the generating panel or a blank placeholder; footer actions by status; one column and full
 * screen below 48em, where the request gives way to its summary once results are in. Adding closes
 * the modal (its results stay for the next opening).
 */
export function GeneratorModal(props: GeneratorModalProps) {
  const { opened, title, testId, generation, request, summary, generating, placeholder, sourceKind } = props;
  const { t } = useTranslation('ai');
  const isPhone = usePhone();
  const close = useAiUiStore((state) => state.closeModal);
  const { status, results } = generation;
  const isCollapsed = isPhone && status === 'success' && !generation.isRequestOpen;
  const output =
    status === 'generating' ? (
      generating
    ) : status === 'success' ? (
      <Stack gap="xs">
        {props.requested !== undefined && results.items.length < props.requested && (
          <Text size="sm" c="dimmed" data-testid="ai-results-fewer">
            {t('results.fewer', { count: results.items.length })}
          </Text>
        )}
        <AiResultsList results={results} sourceKind={sourceKind} />
      </Stack>
    ) : (
      <OutputPlaceholder text={placeholder} />
    );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={960}
      fullScreen={isPhone}
      centered
      data-testid={testId}
    >
      <Stack gap={0}>
        <Box className={classes.columns}>
          <Box className={classes.request}>
            {isCollapsed ? <RequestSummary text={summary} onExpand={generation.openRequest} /> : request}
          </Box>
          <Box className={classes.output}>{output}</Box>
        </Box>
        <Group justify="flex-end" gap="xs" className={classes.footer} wrap="wrap">
          <GeneratorFooter
            generation={generation}
            onGenerate={props.onGenerate}
            onAdd={() => {
              if (results.addSelected().length > 0) close();
            }}
          />
        </Group>
      </Stack>
    </Modal>
  );
}

/** The one-line summary a phone shows in place of the request after success, with "Change". */
function RequestSummary({ text, onExpand }: { text: string; onExpand: () => void }) {
  const { t } = useTranslation('ai');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ai-request-summary">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate style={{ minWidth: 0, flex: 1 }}>
          {text}
        </Text>
        <Button size="xs" variant="subtle" onClick={onExpand} style={{ flexShrink: 0 }}>
          {t('common.change')}
        </Button>
      </Group>
    </Paper>
  );
}
