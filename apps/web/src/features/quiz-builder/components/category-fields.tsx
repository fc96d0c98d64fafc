import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { type CategoryNode, listSubjects, listSubSubjects } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { type CategoryContext, setSubject, setSubSubject } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { SchoolInfoField } from './school-info-field';

/**
 * School info and subject (spec §2 "Basic info", §3 form fields, §5 rules): the school-info summary
 * and its modal (school-info-field.tsx: school type → grade → semester, "use this school info next
 * time"), then subject → sub-subject inline (the sub-subject only where the subject has them), the
 * subject's names from the tree's nodes in the UI language and offered for the chosen school info.
 */
export function CategoryFields({ context }: { context: CategoryContext }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const edit = useEdit();
  const selection = useBuildStore(
    useShallow(({ form }) => ({
      schoolTypeId: form.schoolTypeId,
      gradeId: form.gradeId,
      subject: form.subject,
      subSubject: form.subSubject,
    })),
  );
  const subjectError = useFieldError('subject');
  const { tree } = context;
  const subjects = listSubjects(tree, selection);
  const subSubjects = listSubSubjects(tree, selection.subject);
  const options = (nodes: CategoryNode[]) => [
    { value: '', label: t('settings.notChosen') },
    ...nodes.map((node) => ({ value: node.categoryTreeId, label: node.name[locale] })),
  ];

  return (
    <Stack gap="sm">
      <SchoolInfoField context={context} />
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
    </Stack>
  );
}
