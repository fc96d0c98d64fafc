import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizSetView } from '../api';
import { DeleteQuizSetButton } from './delete-quiz-set-button';

/** `/build` links of spec-decisions §2. */
export function editUrl(id: string): string {
  return `/build?${new URLSearchParams({ quizSetId: id, mode: 'UPDATE' }).toString()}`;
}
export function duplicateUrl(id: string): string {
  return `/build?${new URLSearchParams({ quizSetId: id, mode: 'DUPLICATE' }).toString()}`;
}

interface QuizSetActionsProps {
  quizSet: QuizSetView;
  isSignedIn: boolean;
}

/**
 * Edit / duplicate / delete (issue 2 §7). Only the owner (`enabledEdit`) sees edit and delete; the
 * server refuses them for anyone else anyway. Duplicate is offered to every signed-in reader: what a
 * non-owner can open is public, and a copy becomes the copier's own set (it does not touch the
 * original). Signed-out readers see no actions: each would only lead to the sign-in page.
 */
export function QuizSetActions({ quizSet, isSignedIn }: QuizSetActionsProps) {
  const { t } = useTranslation('quiz-view');
  if (!isSignedIn) return null;
  return (
    <Group gap="xs">
      {quizSet.enabledEdit && (
        <Button component={Link} to={editUrl(quizSet.id)}>
          {t('actions.edit')}
        </Button>
      )}
      <Button component={Link} to={duplicateUrl(quizSet.id)} variant="light">
        {t('actions.duplicate')}
      </Button>
      {quizSet.enabledEdit && <DeleteQuizSetButton id={quizSet.id} title={quizSet.title} />}
    </Group>
  );
}
