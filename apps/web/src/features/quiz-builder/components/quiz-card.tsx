import { ActionIcon, Card, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { QUESTION_DATA_KEYS, QUESTION_TYPES, type QuestionType } from '@quizset/domain';
import { IconGripVertical } from '@tabler/icons-react';
import { memo, useCallback, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardScopeContext } from '../lib/card-scope';
import { CARET_ROOT_ATTRIBUTE, textOffsetAtPoint } from '../lib/click-caret';
import { fieldId } from '../lib/field-id';
import { updateThenFocus } from '../lib/list-keys';
import { CARD_LAYER_SELECTOR, isPointerPressActive } from '../lib/use-edit-mode-dismiss';
import { QuestionHintPart, richFieldHeight, useEditPartsLoaded } from '../questions/edit-parts';
import { QuestionEditor, QuestionView, questionTypeUi } from '../questions/registry';
import { useBuildStore } from '../store/build-store';
import { changeQuizType } from '../store/operations';
import { useCardError, useIsEditing, useQuiz } from '../store/selectors';
import { CardSortableContext } from './card-sortable';
import { CardTools } from './card-tools';

interface QuizCardProps {
  id: string;
  index: number;
  /** Id of the shared "press Enter to edit" hint, read to screen readers in view mode. */
  editHintId: string;
}

/** Controls inside the card that act by themselves: clicking them must not toggle edit mode. */
const OWN_CONTROLS = 'button, select, a, input, textarea, [contenteditable="true"], [data-card-tools]';

/**
 * One question card (spec §2 Step 1, issue 3 "The card"): drag handle, number, type select, top
 * tools, then the question — in edit mode the type's editor and the hint editor, in view mode the type's view as a player
 * sees it. Clicking the card (or Enter/Space on it) enters edit mode and focuses the clicked part;
 * Escape or focus moving out ends it (a click outside ends it too: lib/use-edit-mode-dismiss.ts).
 * Memoised and keyed by the stable client id (stack.md style 5); the view below it is memoised on the
 * quiz alone, so a reorder re-renders only this shell.
 */
export const QuizCard = memo(function QuizCard({ id, index, editHintId }: QuizCardProps) {
  const { t } = useTranslation('quiz-builder');
  const quiz = useQuiz(id);
  const isEditing = useIsEditing(id);
  const cardError = useCardError(index);
  const editPartsLoaded = useEditPartsLoaded();
  const editList = useBuildStore((state) => state.editList);
  const setEditing = useBuildStore((state) => state.setEditingQuizId);
  const cardRef = useRef<HTMLElement | null>(null);
  // dnd-kit's useSortable once it has loaded (card-sortable.ts).
  const useCardSortable = useContext(CardSortableContext);
  const { setNodeRef, setActivatorNodeRef, handleProps, style: motion, isDragging } = useCardSortable(id);
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      cardRef.current = node;
    },
    [setNodeRef],
  );
  if (!quiz) return null;
  const number = index + 1;

  // Events from portals (drawer, dialogs, tooltips) bubble through React to here; only the card's own DOM counts.
  const isOwn = (target: EventTarget | null) => target instanceof Node && !!cardRef.current?.contains(target);

  const enterEditing = (
    focusPath = `${QUESTION_DATA_KEYS[quiz.type]}.question`,
    caretOffset: number | null = null,
  ) => {
    updateThenFocus(() => setEditing(id), fieldId(`quizList.${index}.${focusPath}`), caretOffset);
  };

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    const target = event.target;
    if (isEditing || !isOwn(target) || !(target instanceof Element) || target.closest(OWN_CONTROLS)) return;
    const part = target.closest<HTMLElement>('[data-focus-path]');
    // Read where in the text the click was before the view is replaced by the editor (issue 7).
    const textRoot = part?.querySelector(`[${CARET_ROOT_ATTRIBUTE}]`);
    const caretOffset = textRoot ? textOffsetAtPoint(textRoot, event.clientX, event.clientY) : null;
    enterEditing(part?.dataset.focusPath, caretOffset);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!isOwn(event.target)) return;
    if (!isEditing && event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      enterEditing();
    } else if (
      isEditing &&
      event.key === 'Escape' &&
      (!event.defaultPrevented || isEditorTarget(event.target))
    ) {
      // ProseMirror's keymap takes Escape (select the parent node) and marks it handled, so a
      // handled Escape still leaves edit mode when it comes from a rich-text field (issue 7).
      // Elsewhere a handled Escape (a menu closing itself) stays where it is.
      event.preventDefault();
      setEditing(null);
      cardRef.current?.focus();
    }
  };

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // null: the window lost focus or a non-focusable spot was clicked. A pointer press is left to the
    // click rule (use-edit-mode-dismiss.ts), so the card does not collapse under the pointer.
    if (!isEditing || !isOwn(event.target) || !(next instanceof Element) || isPointerPressActive()) return;
    if (isOwn(next) || next.closest(CARD_LAYER_SELECTOR)) return;
    setEditing(null);
  };

  return (
    <Card
      ref={setRefs}
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label={t('card.label', { number })}
      aria-describedby={isEditing ? undefined : editHintId}
      data-testid="quiz-card"
      data-editing={isEditing}
      data-quiz-id={id}
      id={fieldId(`quizList.${index}`)}
      tabIndex={0}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      style={{
        ...motion,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        cursor: isEditing ? undefined : 'pointer',
        borderColor: cardError
          ? 'var(--mantine-color-red-6)'
          : isEditing
            ? 'var(--mantine-color-blue-5)'
            : undefined,
        boxShadow: isEditing ? '0 0 0 1px var(--mantine-color-blue-5)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t('card.dragHandle', { number })}
            data-testid="drag-handle"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...handleProps}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Text fw={700} data-testid="quiz-number">
            {t('card.number', { number })}
          </Text>
          <NativeSelect
            size="xs"
            w={140}
            aria-label={t('card.type', { number })}
            data-testid="quiz-type-select"
            value={quiz.type}
            onChange={(event) =>
              editList((form) =>
                changeQuizType(form, id, toQuestionType(event.currentTarget.value, quiz.type)),
              )
            }
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(questionTypeUi[type].labelKey) }))}
          />
        </Group>
        <CardTools id={id} index={index} isQuestionEmpty={quiz.question.trim() === ''} />
      </Group>
      <CardScopeContext.Provider value={cardRef}>
        {isEditing && editPartsLoaded ? (
          <Stack gap="sm">
            <QuestionEditor quiz={quiz} index={index} />
            <QuestionHintPart quizId={quiz.id} hint={quiz.hint} index={index} />
          </Stack>
        ) : isEditing ? (
          // The editor is drawn whole once its code is here (questions/edit-parts.tsx): drawn part by
          // part, what arrived last moved what the teacher was about to tap.
          <Skeleton height={richFieldHeight({})} radius="sm" data-testid="card-editor-skeleton" />
        ) : (
          <QuestionView quiz={quiz} />
        )}
      </CardScopeContext.Provider>
      {!isEditing && cardError && (
        <Text size="sm" c="red" mt="xs" role="alert" data-testid="card-error">
          {cardError}
        </Text>
      )}
    </Card>
  );
});

/** True for the editable area of a rich-text field. */
function isEditorTarget(target: EventTarget): boolean {
  return target instanceof HTMLElement && target.isContentEditable;
}

/** The select only offers QUESTION_TYPES; anything else (never expected) keeps the current type. */
function toQuestionType(value: string, fallback: QuestionType): QuestionType {
  return QUESTION_TYPES.find((type) => type === value) ?? fallback;
}
