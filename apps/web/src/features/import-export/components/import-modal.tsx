import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IMPORT_MAX_BYTES,
  type ImportResult,
  MAX_QUIZ_COUNT,
  quizFromSaved,
  toSubmitPayload,
  validateQuizSetForm,
} from '@quizset/domain';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { usePhone } from '../../ai/lib/use-phone';
import { useBuildData } from '../../quiz-builder/api/build-data';
import { createQuizSet } from '../../quiz-builder/api/quiz-set';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { addImportedItems } from '../lib/add-imported-items';
import { importQuestions } from '../lib/import-api';
import { planSplit } from '../lib/plan-split';
import { ImportPreviewItem } from './import-preview';

type Phase = { name: 'file' } | { name: 'reading'; file: File } | { name: 'preview'; result: ImportResult };

const EMPTY_TREE = { schoolInfoTree: [], subjectTree: [] };

/**
 * The builder's import modal (issue 21): choose a file → the server reads it (nothing saved) → a
 * preview where the teacher ticks the questions to keep, sees what was not imported and why, and
 * adds them as one undoable edit. More than the set can hold offers to choose which, or to split
 * into several sets named "{title} (1/3)".
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('import-export');
  const isPhone = usePhone();
  const [phase, setPhase] = useState<Phase>({ name: 'file' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const draftCount = useBuildStore((state) => state.form.quizList.length);
  const baseTitle = useBuildStore((state) => state.form.title.trim() || state.form.titlePlaceHolder);
  const buildData = useBuildData().data;

  const close = () => {
    setPhase({ name: 'file' });
    setSelected(new Set());
    setError(null);
    onClose();
  };

  const read = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setError(t('file.tooLarge'));
      return;
    }
    setPhase({ name: 'reading', file });
    try {
      const result = await importQuestions(file);
      setSelected(new Set(result.items.map((_, index) => index)));
      setPhase({ name: 'preview', result });
    } catch (cause) {
      // The generic error helper (spec §8): the server's reason, never a bug's raw text.
      const text = errorText(cause, t, { 413: { titleKey: 'file.tooLarge' } });
      setError(text.message ?? text.title);
      setPhase({ name: 'file' });
    }
  };

  const items = phase.name === 'preview' ? phase.result.items : [];
  const chosen = items.filter((_, index) => selected.has(index));
  const room = Math.max(0, MAX_QUIZ_COUNT - draftCount);
  const isOver = chosen.length > room;

  const toggle = (index: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const add = () => {
    let added = 0;
    useBuildStore.getState().editList((form) => {
      const result = addImportedItems(form, chosen);
      if (!result.ok) return form;
      added = result.quizIds.length;
      return result.form;
    });
    if (added > 0) {
      notifications.show({ message: t('preview.added', { count: added }), autoClose: 4000 });
      close();
    }
  };

  const split = async () => {
    const { form } = useBuildStore.getState();
    const tree = buildData?.categoryTree ?? EMPTY_TREE;
    const plan = planSplit(form.title.trim() || form.titlePlaceHolder, form.quizList.length, chosen);
    const parts = plan.others.map((part) => ({
      ...form,
      title: part.title,
      quizList: part.items.map((item) => quizFromSaved(item, false)),
    }));
    const context = { tree, publishers: buildData?.publishers ?? [] };
    if (parts.some((part) => validateQuizSetForm(part, context).length > 0)) {
      setError(t('limit.splitNeedsSettings'));
      return;
    }
    setBusy(true);
    try {
      for (const part of parts) await createQuizSet(toSubmitPayload(part, tree));
    } catch (cause) {
      setError(t('limit.splitFailed', { message: errorText(cause, t).message ?? '' }));
      setBusy(false);
      return;
    }
    setBusy(false);
    useBuildStore.getState().editList((current) => {
      const result = addImportedItems({ ...current, title: plan.draft.title }, plan.draft.items);
      return result.ok ? result.form : current;
    });
    notifications.show({
      message: t('limit.splitDone', {
        count: parts.length,
        titles: plan.others.map((part) => part.title).join(', '),
      }),
      autoClose: 6000,
    });
    close();
  };

  const splitPlan = isOver ? planSplit(baseTitle, draftCount, chosen) : null;
  // "Choose which to add": keep the first ones that fit ticked; the teacher changes them one by one.
  const keepFitting = () => setSelected(new Set([...selected].sort((a, b) => a - b).slice(0, room)));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('entry.title')}
      size="lg"
      fullScreen={isPhone}
      data-testid="import-modal"
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert" data-testid="import-error">
            {error}
          </Alert>
        )}
        {phase.name !== 'preview' ? (
          <Stack gap="sm">
            <Text size="sm">{t('file.formats')}</Text>
            <FileButton onChange={(file) => void read(file)}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconFileImport size={16} aria-hidden />}
                  loading={phase.name === 'reading'}
                  data-testid="import-choose-file"
                >
                  {phase.name === 'reading' ? t('file.reading') : t('file.choose')}
                </Button>
              )}
            </FileButton>
          </Stack>
        ) : (
          <>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600} role="status">
                {items.length > 0
                  ? t('preview.found', { count: items.length, format: t(`formats.${phase.result.format}`) })
                  : t('preview.none')}
              </Text>
              {items.length > 0 && (
                <Checkbox
                  label={t('preview.selectAll')}
                  checked={selected.size === items.length}
                  indeterminate={selected.size > 0 && selected.size < items.length}
                  onChange={() =>
                    setSelected(
                      selected.size === items.length ? new Set() : new Set(items.map((_, index) => index)),
                    )
                  }
                />
              )}
            </Group>
            <ScrollArea.Autosize mah={isPhone ? undefined : '55vh'} type="auto">
              <Stack gap="xs">
                {items.map((item, index) => (
                  <ImportPreviewItem
                    key={item.id}
                    item={item}
                    index={index}
                    checked={selected.has(index)}
                    onToggle={toggle}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {phase.result.notImported.length > 0 && (
              <Alert
                color="yellow"
                title={t('preview.notImportedTitle', { count: phase.result.notImported.length })}
                data-testid="import-not-imported"
              >
                <List size="sm" spacing={2}>
                  {phase.result.notImported.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                    <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                      {t('preview.notImportedItem', {
                        type: t(`kinds.${entry.type}`, { defaultValue: entry.type }),
                        question: entry.question,
                        reason: t(`reasons.${entry.reasonKey}`, {
                          ...entry.params,
                          kind: t(`kinds.${entry.params.kind ?? ''}`, {
                            defaultValue: String(entry.params.kind ?? ''),
                          }),
                          defaultValue: entry.reason,
                        }),
                      })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {isOver && splitPlan && (
              <Alert color="violet" title={t('limit.title')} data-testid="import-limit">
                <Stack gap="xs">
                  <Text size="sm">
                    {t('limit.body', { max: MAX_QUIZ_COUNT, room, count: chosen.length })}
                  </Text>
                  <Text size="sm">{t('limit.splitNote', { title: splitPlan.draft.title })}</Text>
                  <Group gap="xs" wrap="wrap">
                    <Button variant="default" onClick={keepFitting} data-testid="import-choose">
                      {t('limit.choose', { room })}
                    </Button>
                    <Button
                      variant="light"
                      onClick={() => void split()}
                      loading={busy}
                      data-testid="import-split"
                    >
                      {t('limit.split', { parts: splitPlan.others.length + 1 })}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <Group justify="space-between" wrap="wrap">
              <Button variant="default" onClick={() => setPhase({ name: 'file' })}>
                {t('preview.back')}
              </Button>
              <Button onClick={add} disabled={chosen.length === 0 || isOver} data-testid="import-add">
                {t('preview.add', { count: chosen.length })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
