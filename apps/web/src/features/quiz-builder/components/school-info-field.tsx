import { Box, Button, Checkbox, Drawer, Group, Input, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CategoryNode,
  findCategoryNode,
  formatMessage,
  listGrades,
  listSchoolTypes,
  listSemesters,
  type QuizSetForm,
  SCHOOL_INFO_PATHS,
} from '@quizset/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import {
  applySchoolInfo,
  type CategoryContext,
  type SchoolInfo,
  setGrade,
  setLastSchoolInfoSaved,
  setSchoolType,
  setSemester,
} from '../store/operations';
import { useEdit } from '../store/selectors';

type SchoolInfoPath = (typeof SCHOOL_INFO_PATHS)[number];

/** Phones (xs and below): the school-info fields each say 'required field' (spec §5). */
const PHONE_QUERY = '(max-width: 36em)';
/** Up to tablets (48em, so every 375 px phone): the modal is a bottom drawer (spec §2 modal 7). */
const DRAWER_QUERY = '(max-width: 48em)';

const SUMMARY_ID = 'school-info-summary';
const ERROR_ID = 'school-info-error';

type SelectEdit = (form: QuizSetForm, id: string | null, context: CategoryContext) => QuizSetForm;

function schoolInfoOf(form: QuizSetForm): SchoolInfo {
  return {
    schoolTypeId: form.schoolTypeId,
    gradeId: form.gradeId,
    semesterId: form.semesterId,
    isLastSchoolInfoSaved: form.isLastSchoolInfoSaved,
  };
}

function useSchoolInfo(): SchoolInfo {
  return useBuildStore(useShallow(({ form }) => schoolInfoOf(form)));
}

function useSchoolInfoErrors(): Record<SchoolInfoPath, string | undefined> {
  return useBuildStore(
    useShallow((state) => ({
      schoolTypeId: state.fieldErrors[fieldId('schoolTypeId')],
      gradeId: state.fieldErrors[fieldId('gradeId')],
      semesterId: state.fieldErrors[fieldId('semesterId')],
    })),
  );
}

/**
 * Basic info's school info (spec §2 "Step 2" and modal 7, §3, §5): a summary row — "High school ·
 * Grade 2 · Semester 1" in the UI language, or a placeholder — and a button that opens the
 * school-info modal (a bottom drawer at ≤ 48em). The modal holds school type → grade → semester
 * (semester only where the tree has semesters: KR primary, middle, high) and "use this school info
 * next time" (`isLastSchoolInfoSaved`). It edits a copy: Apply (the confirm) writes it to the draft in
 * one edit (`applySchoolInfo`, the selects' own operations); Cancel, Esc and the close button discard it.
 * Focus is trapped inside and returns to the button on close.
 *
 * Missing school info (spec §5) says one combined message on a desktop and 'required field' on a
 * phone, under the summary and in the modal on the offending selects. The finish check (show-issues.ts)
 * opens the modal and focuses the first offending select; the modal's initial focus is that same
 * select (`data-autofocus`), else the school type.
 */
export function SchoolInfoField({ context }: { context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const info = useSchoolInfo();
  const errors = useSchoolInfoErrors();
  const isOpen = useBuildStore((state) => state.isSchoolInfoOpen);
  const setOpen = useBuildStore((state) => state.setSchoolInfoOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { tree } = context;
  const names = [
    findCategoryNode(tree, info.schoolTypeId, 'SCHOOL_TYPE'),
    findCategoryNode(tree, info.gradeId, 'GRADE'),
    findCategoryNode(tree, info.semesterId, 'SEMESTER'),
  ].flatMap((node) => (node ? [node.name[locale]] : []));
  const missing = SCHOOL_INFO_PATHS.flatMap((path) => errors[path] ?? []);
  const close = () => {
    setOpen(false);
    // Back to the button whether the button or the finish check opened the modal.
    setTimeout(() => buttonRef.current?.focus(), 0);
  };

  return (
    <Stack gap={4} role="group" aria-labelledby="school-info-label">
      <Input.Label labelElement="div" required id="school-info-label">
        {t('settings.schoolInfo')}
      </Input.Label>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        p="xs"
        bd={`1px solid ${missing.length > 0 ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Text size="sm" id={SUMMARY_ID} data-testid={SUMMARY_ID} c={names.length > 0 ? undefined : 'dimmed'}>
          {names.length > 0 ? names.join(' · ') : t('settings.schoolInfoEmpty')}
        </Text>
        <Button
          ref={buttonRef}
          variant="light"
          size="xs"
          flex="none"
          aria-haspopup="dialog"
          aria-invalid={missing.length > 0}
          aria-describedby={missing.length > 0 ? `${SUMMARY_ID} ${ERROR_ID}` : SUMMARY_ID}
          onClick={() => setOpen(true)}
          data-testid="school-info-button"
        >
          {t(names.length > 0 ? 'settings.schoolInfoChange' : 'settings.schoolInfoChoose')}
        </Button>
      </Group>
      {missing.length > 0 && (
        <Text size="sm" c="red" role="alert" id={ERROR_ID} data-testid={ERROR_ID}>
          {isPhone ? formatMessage('validation.requiredField', locale) : missing.join(' · ')}
        </Text>
      )}
      <SchoolInfoDialog opened={isOpen} onClose={close} context={context} />
    </Stack>
  );
}

/** The modal (a bottom drawer on a phone): a Modal and a Drawer share the body and the focus rules. */
function SchoolInfoDialog(props: { opened: boolean; onClose: () => void; context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const isDrawer = useMediaQuery(DRAWER_QUERY) ?? false;
  const frame = {
    opened: props.opened,
    onClose: props.onClose,
    title: t('settings.schoolInfo'),
    // Focus returns to the summary button (SchoolInfoField.close), also after a finish check.
    returnFocus: false,
  };
  // Mantine mounts the body only while the dialog shows (and through its closing transition).
  const body: ReactNode = <SchoolInfoForm onDone={props.onClose} context={props.context} />;
  return isDrawer ? (
    <Drawer
      {...frame}
      position="bottom"
      radius="md"
      // As tall as its form: a bottom sheet (like the card drawer), not a full-height panel.
      styles={{ content: { height: 'auto', width: '100%', flex: '0 0 auto' } }}
      data-testid="school-info-drawer"
    >
      {body}
    </Drawer>
  ) : (
    <Modal {...frame} centered data-testid="school-info-modal">
      {body}
    </Modal>
  );
}

/**
 * The modal's form. Mounted only while the dialog shows, so its copy starts from the draft each time:
 * `pending` is null until the first change, and every change is the same pure edit the draft would get.
 */
function SchoolInfoForm({ onDone, context }: { onDone: () => void; context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const edit = useEdit();
  const draft = useSchoolInfo();
  const errors = useSchoolInfoErrors();
  const [pending, setPending] = useState<QuizSetForm | null>(null);
  const info = pending ? schoolInfoOf(pending) : draft;
  const { tree } = context;
  const grades = listGrades(tree, info.schoolTypeId);
  const semesters = listSemesters(tree, info.gradeId);
  const hasSemester = semesters.length > 0 || (info.gradeId === null && hasAnySemesters(context, info));
  // A flagged field stops showing its message once something is chosen in it.
  const isMissing = (path: SchoolInfoPath) => Boolean(errors[path]) && info[path] === null;
  const shown = SCHOOL_INFO_PATHS.filter((path) => isMissing(path) && (path !== 'semesterId' || hasSemester));
  const focusPath = shown[0] ?? 'schoolTypeId';
  /** An edit of the copy; the copy starts as the draft (which cannot change while the modal is open). */
  const change = (op: (form: QuizSetForm) => QuizSetForm) =>
    setPending(op(pending ?? useBuildStore.getState().form));
  const options = (nodes: CategoryNode[]) => [
    { value: '', label: t('settings.notChosen') },
    ...nodes.map((node) => ({ value: node.categoryTreeId, label: node.name[locale] })),
  ];
  const select = (path: SchoolInfoPath, label: string, nodes: CategoryNode[], setter: SelectEdit) => (
    <NativeSelect
      id={fieldId(path)}
      label={label}
      data-testid={TEST_IDS[path]}
      data-autofocus={path === focusPath || undefined}
      disabled={path !== 'schoolTypeId' && nodes.length === 0}
      value={info[path] ?? ''}
      error={
        isMissing(path) ? (isPhone ? formatMessage('validation.requiredField', locale) : true) : undefined
      }
      withAsterisk
      data={options(nodes)}
      onChange={(event) => {
        const value = event.currentTarget.value || null;
        change((form) => setter(form, value, context));
      }}
    />
  );
  const confirm = () => {
    if (pending) edit((form) => applySchoolInfo(form, schoolInfoOf(pending), context));
    onDone();
  };

  return (
    <Stack gap="sm">
      {select('schoolTypeId', t('settings.schoolType'), listSchoolTypes(tree), setSchoolType)}
      {select('gradeId', t('settings.grade'), grades, setGrade)}
      {hasSemester && select('semesterId', t('settings.semester'), semesters, setSemester)}
      {!isPhone && shown.length > 0 && (
        <Text size="sm" c="red" data-testid="school-info-modal-error">
          {shown.map((path) => errors[path]).join(' · ')}
        </Text>
      )}
      <Checkbox
        id={fieldId('isLastSchoolInfoSaved')}
        label={t('settings.rememberSchoolInfo')}
        data-testid="remember-school-info"
        checked={info.isLastSchoolInfoSaved}
        onChange={(event) => {
          const { checked } = event.currentTarget;
          change((form) => setLastSchoolInfoSaved(form, checked));
        }}
      />
      <Box pt="xs">
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} data-testid="school-info-cancel">
            {t('settings.schoolInfoCancel')}
          </Button>
          <Button onClick={confirm} data-testid="school-info-confirm">
            {t('settings.schoolInfoConfirm')}
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}

const TEST_IDS: Record<SchoolInfoPath, string> = {
  schoolTypeId: 'category-school-type',
  gradeId: 'category-grade',
  semesterId: 'category-semester',
};

/** Before a grade is chosen, the semester select shows (disabled) where the school types have semesters. */
function hasAnySemesters({ tree }: CategoryContext, selection: { schoolTypeId: string | null }): boolean {
  const schoolTypes = selection.schoolTypeId
    ? [selection.schoolTypeId]
    : listSchoolTypes(tree).map((n) => n.categoryTreeId);
  return schoolTypes.some((id) =>
    listGrades(tree, id).some((grade) => listSemesters(tree, grade.categoryTreeId).length > 0),
  );
}
