import { Avatar, Button, Text, TextInput, UnstyledButton } from '@mantine/core';
import { isQuizTabValid, limitTextLength, TITLE_MAX_LENGTH, textLength } from '@quizset/domain';
import { IconCloudCheck, IconCloudUpload, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useBuildData } from '../api/build-data';
import { fieldId } from '../lib/field-id';
import { formatClockTime } from '../lib/format-time';
import { useFinish } from '../lib/use-finish';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { setTitle } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { useSubmitStore } from '../store/submit-store';
import headerClasses from './build-header.module.css';

/** spec §9 timings and layout: the locked-map tooltip waits 80 ms; the title input is ≤ 280 px. */
const MAP_TOOLTIP_DELAY_MS = 80;
const TITLE_INPUT_MAX_WIDTH_PX = 280;

/** Chosen map (thumbnail + name); opens the picker. Locked in UPDATE: a saved quiz set keeps its map. */
export function MapButton() {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const templateId = useBuildStore((state) => state.form.templateId);
  const isLocked = useBuildStore((state) => state.mode === 'UPDATE');
  const openPicker = useBuildStore((state) => state.setMapPickerOpen);
  const error = useFieldError('templateId');
  const template = useBuildData().data?.templates.find((candidate) => candidate.templateId === templateId);
  const name = template ? template.serializedLocalize[locale].name : t('header.chooseMap');
  const button = (
    <UnstyledButton
      id={fieldId('templateId')}
      onClick={() => openPicker(true)}
      disabled={isLocked}
      aria-label={template ? t('header.mapButton', { name }) : name}
      aria-invalid={error ? true : undefined}
      data-testid="map-button"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: 2,
        paddingInlineEnd: 6,
        borderRadius: 8,
        maxWidth: 160,
        border: `1px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-3)'}`,
        cursor: isLocked ? 'not-allowed' : 'pointer',
      }}
    >
      <Avatar src={template?.thumbnailImage} radius="sm" size={32} alt="">
        <IconMap size={18} aria-hidden />
      </Avatar>
      {/* Phones show the thumbnail only: the title needs the room, and the name is the button's label. */}
      <Text size="sm" truncate visibleFrom="xs">
        {name}
      </Text>
    </UnstyledButton>
  );
  const tooltip = isLocked ? t('header.mapLocked') : error;
  return tooltip ? (
    <LazyTooltip
      label={tooltip}
      openDelay={MAP_TOOLTIP_DELAY_MS}
      opened={error && !isLocked ? true : undefined}
      color={error ? 'red' : undefined}
      withArrow
    >
      <span>{button}</span>
    </LazyTooltip>
  ) : (
    button
  );
}

/**
 * Inline title (spec §2 header); the settings tab shows the same value. Its placeholder is the
 * placeholder title the set gets when none is typed (spec §3 `titlePlaceHolder`).
 */
export function TitleInput() {
  const { t } = useTranslation('quiz-builder');
  const title = useBuildStore((state) => state.form.title);
  const titlePlaceHolder = useBuildStore((state) => state.form.titlePlaceHolder);
  const edit = useEdit();
  const error = useFieldError('title');
  return (
    <TextInput
      id={fieldId('title')}
      aria-label={t('header.titleLabel')}
      placeholder={titlePlaceHolder || t('header.titlePlaceholder')}
      value={title}
      error={error}
      variant="filled"
      rightSection={<TitleCounter title={title} />}
      rightSectionWidth={48}
      rightSectionPointerEvents="none"
      // spec §9 layout: the header title input is at most 280 px wide.
      style={{ flex: 1, minWidth: 120, maxWidth: TITLE_INPUT_MAX_WIDTH_PX }}
      onChange={(event) => edit((form) => setTitle(form, limitTitle(event.currentTarget.value)))}
    />
  );
}

/**
 * The title stops at 60 characters (spec §5) instead of taking more and complaining (issue 19
 * item 5); the header and the settings tab both cut with it.
 */
export function limitTitle(title: string): string {
  return limitTextLength(title, TITLE_MAX_LENGTH);
}

/** "12/60" beside the title, as the question and choice fields show theirs. */
export function TitleCounter({ title }: { title: string }) {
  const { t } = useTranslation('quiz-builder');
  return (
    <Text size="xs" c="dimmed" data-testid="title-counter" aria-hidden style={{ whiteSpace: 'nowrap' }}>
      {t('header.titleCounter', { count: textLength(title), max: TITLE_MAX_LENGTH })}
    </Text>
  );
}

/** CREATE only: the draft autosave's state ("Saving…" / "Saved 14:05"). */
export function AutosaveIndicator() {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const mode = useBuildStore((state) => state.mode);
  const { status, savedAt } = useBuildStore((state) => state.autosave);
  if (mode !== 'CREATE' || status === 'idle') return null;
  const label =
    status === 'saving'
      ? t('header.saving')
      : savedAt
        ? t('header.savedAt', { time: formatClockTime(savedAt, locale) })
        : '';
  const Icon = status === 'saving' ? IconCloudUpload : IconCloudCheck;
  // Phones show only the icon (the header keeps two rows at 375 px); its tooltip and the visually
  // hidden words say the same (header-controls / build-header.module.css).
  return (
    <LazyTooltip label={label} disabled={!label} withArrow>
      <Text
        size="xs"
        c="dimmed"
        role="status"
        aria-live="polite"
        data-testid="autosave-status"
        tabIndex={-1}
        style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        <Icon size={18} aria-hidden className={headerClasses.autosaveIcon} />
        <span className={headerClasses.autosaveText}>{label}</span>
      </Text>
    </LazyTooltip>
  );
}

/** Shown while a stored draft awaits a decision; reopens the continue dialog. */
export function ContinueDraftButton() {
  const { t } = useTranslation('quiz-builder');
  const hasDraft = useBuildStore((state) => state.pendingDraft !== null);
  const open = useBuildStore((state) => state.setDraftDialogOpen);
  if (!hasDraft) return null;
  return (
    <Button size="xs" variant="light" data-testid="continue-draft" onClick={() => open(true)}>
      {t('header.continueDraft')}
    </Button>
  );
}

/** "Next" until the quiz tab is valid, then "Finish"; always "Finish" on settings (spec §2). */
export function NextOrFinishButton() {
  const { t } = useTranslation('quiz-builder');
  const activeTab = useBuildStore((state) => state.activeTab);
  const isQuizValid = useBuildStore((state) => isQuizTabValid(state.form));
  const setTab = useBuildStore((state) => state.setTab);
  const isSubmitting = useSubmitStore((state) => state.phase.name === 'submitting');
  const isEditBlocked = useBuildStore((state) => state.editBlock !== null);
  const { finish } = useFinish();
  if (activeTab === 'quiz' && !isQuizValid) {
    return (
      <Button size="sm" data-testid="next-button" onClick={() => setTab('settings')}>
        {t('header.next')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      color="teal"
      data-testid="finish-button"
      loading={isSubmitting}
      // Editing is disabled (spec §4): the button says why instead of sending.
      onClick={isEditBlocked ? () => useBuildStore.getState().setEditBlockAlertOpen(true) : finish}
    >
      {t('header.finish')}
    </Button>
  );
}
