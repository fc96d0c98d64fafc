import { Button, Group, Modal, Text } from '@mantine/core';
import { MAX_QUIZ_COUNT, QUESTION_TYPES, type QuestionType, questionDataPath } from '@quizset/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../lib/field-id';
import { updateThenFocus } from '../lib/list-keys';
import { questionTypeUi } from '../questions/registry';
import { useBuildStore } from '../store/build-store';
import { addQuiz } from '../store/operations';

/**
 * One add button per question type (spec §2 Step 1). A new card opens in edit mode with its question
 * focused so the teacher types right away (issue 3: one card in edit mode at a time); the 21st add
 * opens the limit alert instead. Adding is an undoable list edit.
 */
export function AddQuestionBar() {
  const { t } = useTranslation('quiz-builder');
  const editWithLimit = useBuildStore((state) => state.editWithLimit);
  const onAdd = (type: QuestionType) => {
    // A new card goes last, so its question field id is known before it exists.
    const index = useBuildStore.getState().form.quizList.length;
    const questionId = fieldId(`${questionDataPath(index, type)}.question`);
    updateThenFocus(
      () => {
        const quizId = editWithLimit((form) => addQuiz(form, type));
        if (quizId) useBuildStore.getState().setEditingQuizId(quizId);
      },
      questionId,
      null,
      fieldId(`quizList.${index}`),
    );
    document.getElementById(questionId)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  return (
    <Group gap="xs" justify="center" role="group" aria-label={t('list.addLabel')} wrap="wrap">
      {QUESTION_TYPES.map((type) => (
        <Button
          key={type}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-label={t('list.addType', { type: t(questionTypeUi[type].labelKey) })}
          data-testid={`add-question-${type}`}
          onClick={() => onAdd(type)}
        >
          {t(questionTypeUi[type].labelKey)}
        </Button>
      ))}
    </Group>
  );
}

/** The limit alert of spec §2 Step 1, shared by add and duplicate (and the AI add later). */
export function QuizLimitModal() {
  const { t } = useTranslation('quiz-builder');
  const isOpen = useBuildStore((state) => state.isLimitAlertOpen);
  const close = useBuildStore((state) => state.closeLimitAlert);
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('list.limitTitle')}
      centered
      data-testid="quiz-limit-modal"
    >
      <Text mb="md">{t('list.limitBody', { max: MAX_QUIZ_COUNT })}</Text>
      <Group justify="flex-end">
        <Button onClick={close}>{t('list.ok')}</Button>
      </Group>
    </Modal>
  );
}
