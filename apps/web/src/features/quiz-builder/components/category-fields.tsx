import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CategoryNode,
  formatMessage,
  listGrades,
  listSchoolTypes,
  listSemesters,
  listSubjects,
  listSubSubjects,
  SCHOOL_INFO_PATHS,
} from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import {
  type CategoryContext,
  setGrade,
  setLastSchoolInfoSaved,
  setSchoolType,
  setSemester,
  setSubject,
  setSubSubject,
} from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

/** Phones (xs and below): the school-info fields each say 'required field' (spec §5). */
const PHONE_QUERY = '(max-width: 36em)';

function useSchoolInfoErrors(): Record<(typeof SCHOOL_INFO_PATHS)[number], string | undefined> {
  return useBuildStore(
    useShallow((state) => ({
      schoolTypeId: state.fieldErrors[fieldId('schoolTypeId')],
      gradeId: state.fieldErrors[fieldId('gradeId')],
      semesterId: state.fieldErrors[fieldId('semesterId')],
    })),
  );
}

/**
 * School info and subject (spec §2 "Basic info", §3 form fields, §5 rules): school type → grade →
 * semester (only where the tree has semesters: KR primary, middle, high) → subject → sub-subject
 * (only where the subject has them), and "use this school info next time" (`isLastSchoolInfoSaved`).
 * Missing school info shows one combined message on a desktop and 'required field' on each missing
 * field on a phone (spec §5); names come from the tree's nodes in the UI language.
 */
export function CategoryFields({ context }: { context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const edit = useEdit();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const selection = useBuildStore(
    useShallow(({ form }) => ({
      schoolTypeId: form.schoolTypeId,
      gradeId: form.gradeId,
      semesterId: form.semesterId,
      subject: form.subject,
      subSubject: form.subSubject,
      isLastSchoolInfoSaved: form.isLastSchoolInfoSaved,
    })),
  );
  const schoolInfoErrors = useSchoolInfoErrors();
  const subjectError = useFieldError('subject');
  const { tree } = context;
  const schoolTypes = listSchoolTypes(tree);
  const grades = listGrades(tree, selection.schoolTypeId);
  const semesters = listSemesters(tree, selection.gradeId);
  const subjects = listSubjects(tree, selection);
  const subSubjects = listSubSubjects(tree, selection.subject);
  const options = (nodes: CategoryNode[]) => [
    { value: '', label: t('settings.notChosen') },
    ...nodes.map((node) => ({ value: node.categoryTreeId, label: node.name[locale] })),
  ];
  const fieldError = (path: (typeof SCHOOL_INFO_PATHS)[number]) => {
    if (!schoolInfoErrors[path]) return undefined;
    // A phone names each missing field; a desktop marks it and says it once below the group.
    return isPhone ? formatMessage('validation.requiredField', locale) : true;
  };
  const combined = SCHOOL_INFO_PATHS.map((path) => schoolInfoErrors[path]).filter(Boolean);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="group" aria-label={t('settings.schoolInfo')}>
        <NativeSelect
          id={fieldId('schoolTypeId')}
          label={t('settings.schoolType')}
          data-testid="category-school-type"
          value={selection.schoolTypeId ?? ''}
          error={fieldError('schoolTypeId')}
          withAsterisk
          data={options(schoolTypes)}
          onChange={(event) =>
            edit((form) => setSchoolType(form, event.currentTarget.value || null, context))
          }
        />
        <NativeSelect
          id={fieldId('gradeId')}
          label={t('settings.grade')}
          data-testid="category-grade"
          disabled={grades.length === 0}
          value={selection.gradeId ?? ''}
          error={fieldError('gradeId')}
          withAsterisk
          data={options(grades)}
          onChange={(event) => edit((form) => setGrade(form, event.currentTarget.value || null, context))}
        />
        {(semesters.length > 0 || (selection.gradeId === null && hasAnySemesters(context, selection))) && (
          <NativeSelect
            id={fieldId('semesterId')}
            label={t('settings.semester')}
            data-testid="category-semester"
            disabled={semesters.length === 0}
            value={selection.semesterId ?? ''}
            error={fieldError('semesterId')}
            withAsterisk
            data={options(semesters)}
            onChange={(event) =>
              edit((form) => setSemester(form, event.currentTarget.value || null, context))
            }
          />
        )}
      </SimpleGrid>
      {!isPhone && combined.length > 0 && (
        <Text size="sm" c="red" role="alert" data-testid="school-info-error">
          {combined.join(' · ')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          id={fieldId('subject')}
          label={t('settings.subject')}
          data-testid="category-subject"
          disabled={subjects.length === 0}
          value={selection.subject ?? ''}
          error={subjectError}
          withAsterisk
          data={options(subjects)}
          onChange={(event) => edit((form) => setSubject(form, event.currentTarget.value || null, context))}
        />
        {subSubjects.length > 0 && (
          <NativeSelect
            id={fieldId('subSubject')}
            label={t('settings.subSubject')}
            data-testid="category-sub-subject"
            value={selection.subSubject ?? ''}
            data={options(subSubjects)}
            onChange={(event) =>
              edit((form) => setSubSubject(form, event.currentTarget.value || null, context))
            }
          />
        )}
      </SimpleGrid>
      <Checkbox
        id={fieldId('isLastSchoolInfoSaved')}
        label={t('settings.rememberSchoolInfo')}
        data-testid="remember-school-info"
        checked={selection.isLastSchoolInfoSaved}
        onChange={(event) => edit((form) => setLastSchoolInfoSaved(form, event.currentTarget.checked))}
      />
    </Stack>
  );
}

/** Before a grade is chosen, the semester select shows (disabled) where the school types have semesters. */
function hasAnySemesters({ tree }: CategoryContext, selection: { schoolTypeId: string | null }): boolean {
  const schoolTypes = selection.schoolTypeId
    ? [selection.schoolTypeId]
    : listSchoolTypes(tree).map((n) => n.categoryTreeId);
  return schoolTypes.some((id) =>
    listGrades(tree, id).some((grade) => listSemesters(tree, grade.categoryTreeId).length > 0),
  );
}
