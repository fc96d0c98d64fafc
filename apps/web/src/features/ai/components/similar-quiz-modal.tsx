import { Button, Group, Modal, Stack, Text, TextInput, Transition } from '@mantine/core';
import { AI_PROMPT_CHIP_STAGGER_MS, AI_PROMPT_MAX_LENGTH } from '@quizset/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { aiApi } from '../lib/ai-api';
import { isAbort, showAiFailure, similarErrorAlert } from '../lib/error-alerts';
import { needsModelNote, useAiCapabilities } from '../lib/use-ai-capabilities';
import { useAiResults } from '../lib/use-ai-results';
import { usePhone } from '../lib/use-phone';
import { useQuizCategory } from '../lib/use-quiz-category';
import { useAiUiStore } from '../store/ai-ui-store';
import { AiResultsList } from './ai-results-list';
import { GeneratingArt } from './generating-art';
import { ModelNote } from './model-note';

/** spec §4 "Similar-question modal: prompt, pending, success; retry resets to prompt". */
type Phase = 'prompt' | 'pending' | 'success';

/**
 * The similar-question generator (spec §2 modal 3, issue 9) for one card: a prompt with suggested
 * chips from `get-similar-quiz-prompt` that appear one by one, 500 ms apart; a pending phase (progress
 * image with the prompt); results with retry (back to the prompt), cancel and add. It cannot be
 * closed by clicking the dim area. Opened only while the set has room (similar-quiz-button.tsx).
 */
export function SimilarQuizModal({ question }: { question: string }) {
  const { t } = useTranslation('ai');
  const locale = useLocale();
  const isPhone = usePhone();
  const close = useAiUiStore((state) => state.closeModal);
  const capabilities = useAiCapabilities();
  const category = useQuizCategory();
  const results = useAiResults();
  const [phase, setPhase] = useState<Phase>('prompt');
  const [prompt, setPrompt] = useState('');
  const [chips, setChips] = useState<string[]>([]);
  const [shownChips, setShownChips] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // Suggested prompts for this question, once per opening.
  useEffect(() => {
    const request = new AbortController();
    aiApi()
      .similarQuizPrompts({ locale, question, category }, request.signal)
      .then((answer) => setChips(answer.prompts))
      .catch(() => setChips([])); // chips are a help: without them the prompt still works
    return () => request.abort();
  }, [locale, question, category]);

  // spec §9 "prompt chips staggered 500 ms": one more chip every 500 ms.
  useEffect(() => {
    if (shownChips >= chips.length) return;
    const timer = window.setTimeout(() => setShownChips((count) => count + 1), AI_PROMPT_CHIP_STAGGER_MS);
    return () => window.clearTimeout(timer);
  }, [shownChips, chips.length]);

  useEffect(() => () => controller.current?.abort(), []);

  const generate = async () => {
    const current = new AbortController();
    controller.current = current;
    setPhase('pending');
    try {
      const answer = await aiApi().similarQuiz(
        {
          question,
          category,
          locale,
          prompt: prompt.trim(),
          // Never offered back (issue 16 item 16): the questions already in the set.
          existingQuestions: useBuildStore
            .getState()
            .form.quizList.map((quiz) => quiz.question.trim())
            .filter(Boolean)
            .slice(0, 100),
        },
        current.signal,
      );
      results.setItems(answer.questions);
      setPhase('success');
    } catch (error) {
      if (isAbort(error)) return;
      setPhase('prompt');
      showAiFailure(error, similarErrorAlert);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    close();
  };

  return (
    <Modal
      opened
      onClose={cancel}
      closeOnClickOutside={false}
      title={t('similar.title')}
      size="lg"
      fullScreen={isPhone}
      centered
      data-testid="ai-similar-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" lineClamp={3} data-testid="ai-similar-question">
          {t('similar.from', { question })}
        </Text>
        {phase === 'prompt' && (
          <>
            {needsModelNote(capabilities, 'similarQuiz') && <ModelNote>{t('notes.similar')}</ModelNote>}
            <TextInput
              label={t('similar.prompt')}
              // Without a model only the type chips are followed: the example says so (issue 16 item 16).
              placeholder={
                needsModelNote(capabilities, 'similarQuiz')
                  ? t('similar.placeholderWithoutModel')
                  : t('similar.placeholder')
              }
              value={prompt}
              maxLength={AI_PROMPT_MAX_LENGTH}
              onChange={(event) => setPrompt(event.currentTarget.value)}
              data-autofocus
              data-testid="ai-similar-prompt"
            />
            <Group gap="xs" aria-label={t('similar.suggestions')} role="group" data-testid="ai-similar-chips">
              {chips.map((chip, index) => (
                <Transition key={chip} mounted={index < shownChips} transition="pop" duration={200}>
                  {(style) => (
                    <Button
                      style={style}
                      size="compact-sm"
                      radius="xl"
                      variant={prompt === chip ? 'filled' : 'light'}
                      onClick={() => setPrompt(chip)}
                      data-testid="ai-similar-chip"
                    >
                      {chip}
                    </Button>
                  )}
                </Transition>
              ))}
            </Group>
          </>
        )}
        {phase === 'pending' && (
          <Stack align="center" gap="xs" py="lg" data-testid="ai-generating">
            <GeneratingArt />
            <Text fw={600} ta="center">
              {t('similar.generating')}
            </Text>
            {prompt.trim() && (
              <Text size="sm" c="dimmed" ta="center" data-testid="ai-generating-subject">
                “{prompt.trim()}”
              </Text>
            )}
          </Stack>
        )}
        {phase === 'success' && <AiResultsList results={results} sourceKind="bank" />}
        <Group justify="flex-end" gap="xs">
          {phase === 'success' && (
            <Button variant="subtle" onClick={() => setPhase('prompt')} data-testid="ai-retry">
              {t('actions.retry')}
            </Button>
          )}
          <Button variant="default" onClick={cancel} data-testid="ai-cancel">
            {t('actions.cancel')}
          </Button>
          {phase === 'success' ? (
            <Button
              disabled={results.selection.selected.length === 0}
              onClick={() => {
                if (results.addSelected().length > 0) close();
              }}
              data-testid="ai-add"
            >
              {results.selection.selected.length === 0
                ? t('actions.addNone')
                : t('actions.add', { count: results.selection.selected.length })}
            </Button>
          ) : (
            <Button loading={phase === 'pending'} onClick={() => void generate()} data-testid="ai-generate">
              {t('actions.generate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
