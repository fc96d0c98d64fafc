import { NativeSelect, SimpleGrid } from '@mantine/core';
import {
  type CategoryTree,
  composeCategoryId,
  deriveCategoryTreeData,
  gradeNumber,
  hasSemesters,
  listGrades,
  listSchoolTypes,
  listSemesters,
  listSubjects,
  semesterNumber,
} from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { setCategory } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';

interface CategoryFieldsProps {
  tree: CategoryTree;
  countryCode: string;
}

/**
 * School type / grade / semester / subject (spec §3 category rules, all from the domain). The form
 * stores only the deepest chosen id; each select re-composes it, so changing a level clears the ones
 * below. The semester select exists only where the school type has semesters (KR primary/middle/high),
 * and there a subject waits for a semester so its id never hangs under a hidden `00` semester.
 */
export function CategoryFields({ tree, countryCode }: CategoryFieldsProps) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const edit = useEdit();
  const categoryId = useBuildStore((state) => state.form.categoryId);
  const error = useFieldError('categoryId');
  const ids = deriveCategoryTreeData(categoryId);
  const schoolTypes = listSchoolTypes(tree, countryCode);
  const schoolType = schoolTypes.find((node) => node.id === ids.schoolTypeId) ?? null;
  const withSemesters = schoolType ? hasSemesters(schoolType.countryCode, schoolType.code) : false;
  const grades = schoolType ? listGrades(tree, schoolType.id) : [];
  const semesters = ids.gradeId && withSemesters ? listSemesters(tree, ids.gradeId) : [];
  const semesterId = withSemesters ? ids.semesterId : null;
  const subjectCode = ids.subjectId?.slice(ids.subjectId.length - 2) ?? null;
  const subjects = schoolType ? listSubjects(tree, schoolType.id) : [];
  // A grade without 01/02 semesters (e.g. a shared grade) takes subjects under its hidden `00` one.
  const showSemester = withSemesters && (ids.gradeId === null || semesters.length > 0);
  const canPickSubject = ids.gradeId !== null && (!showSemester || semesterId !== null);

  const choose = (selection: Parameters<typeof composeCategoryId>[0]) =>
    edit((form) => setCategory(form, composeCategoryId(selection)));
  const none = { value: '', label: t('settings.notChosen') };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" id={fieldId('categoryId')} tabIndex={-1}>
      <NativeSelect
        label={t('settings.schoolType')}
        data-testid="category-school-type"
        value={ids.schoolTypeId ?? ''}
        error={error}
        data={[
          none,
          ...schoolTypes.map((node) => ({ value: node.id, label: t(`schoolTypes.${node.code}`) })),
        ]}
        onChange={(event) => choose({ schoolTypeId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label={t('settings.grade')}
        data-testid="category-grade"
        disabled={!schoolType}
        value={ids.gradeId ?? ''}
        data={[
          none,
          ...grades.map((grade) => {
            const number = schoolType ? gradeNumber(grade.id, schoolType.code) : 'COMMON';
            return {
              value: grade.id,
              label: number === 'COMMON' ? t('settings.shared') : t('settings.gradeNumber', { number }),
            };
          }),
        ]}
        onChange={(event) =>
          choose({ schoolTypeId: ids.schoolTypeId, gradeId: event.currentTarget.value || null })
        }
      />
      {showSemester && (
        <NativeSelect
          label={t('settings.semester')}
          data-testid="category-semester"
          disabled={!ids.gradeId}
          value={semesterId ?? ''}
          data={[
            none,
            ...semesters.map((semester) => ({
              value: semester.id,
              label: t('settings.semesterNumber', { number: semesterNumber(semester.id) ?? '' }),
            })),
          ]}
          onChange={(event) =>
            choose({
              schoolTypeId: ids.schoolTypeId,
              gradeId: ids.gradeId,
              semesterId: event.currentTarget.value || null,
            })
          }
        />
      )}
      <NativeSelect
        label={t('settings.subject')}
        data-testid="category-subject"
        disabled={!canPickSubject}
        value={canPickSubject ? (subjectCode ?? '') : ''}
        data={[none, ...subjects.map((subject) => ({ value: subject.code, label: subject.name[locale] }))]}
        onChange={(event) =>
          choose({
            schoolTypeId: ids.schoolTypeId,
            gradeId: ids.gradeId,
            semesterId: showSemester ? semesterId : null,
            subjectCode: event.currentTarget.value || null,
          })
        }
      />
    </SimpleGrid>
  );
}
