import { Textarea } from '@mantine/core';
import { AI_QUERY_MAX_LENGTH } from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { AI_ERROR_MESSAGES } from '../api';
import { aiApi } from '../lib/ai-api';
import { topicErrorAlert } from '../lib/error-alerts';
import {
  defaultGenerationOptions,
  type GenerationOptionsValue,
  generationRequestOf,
} from '../lib/generation-options';
import { needsModelNote, useAiCapabilities } from '../lib/use-ai-capabilities';
import { useGeneration } from '../lib/use-generation';
import { useAiUiStore } from '../store/ai-ui-store';
import { GenerationOptionsFields } from './generation-options-fields';
import { GeneratorModal } from './generator-modal';
import { ModelNote } from './model-note';
import { GeneratingPanel } from './output-panels';

/**
 * AI generate-from-topic modal (spec §2 modal 4, §4 "AI generation status", issue 9 "Topic modal"):
 * a prompt (empty → the destructive 'empty prompt' dialog, spec §5/§8) and the options; generating
 * shows progress; a failure opens 'fail to build AI quiz' without a close button and returns to the
 * prompt. With the embedded provider topics come from public quiz sets, which the modal says.
 * Closing keeps a running generation (its results wait here); "Cancel" stops it.
 */
export function TopicModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('ai');
  const capabilities = useAiCapabilities();
  const generation = useGeneration(topicErrorAlert);
  const isGenerating = generation.status === 'generating';
  const [prompt, setPrompt] = useState('');
  const uiLocale = useLocale();
  const [options, setOptions] = useState<GenerationOptionsValue>(() => defaultGenerationOptions(uiLocale));

  const generate = () => {
    const quizQuery = prompt.trim();
    if (!quizQuery) {
      // spec §8 "Empty AI prompt": a destructive dialog.
      useAiUiStore
        .getState()
        .showAlert({ ...AI_ERROR_MESSAGES.emptyPrompt, tone: 'destructive', testId: 'ai-empty-prompt' });
      return;
    }
    void generation.run(options.quizCount, async (tryCount, signal) => {
      const answer = await aiApi().fromQuery(
        { ...generationRequestOf(options, tryCount), quizQuery },
        signal,
      );
      return answer.questions;
    });
  };

  const request = (
    <>
      <Textarea
        label={t('topic.prompt')}
        placeholder={t('topic.placeholder')}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        maxLength={AI_QUERY_MAX_LENGTH}
        autosize
        minRows={3}
        maxRows={6}
        disabled={isGenerating}
        data-autofocus
        data-testid="ai-topic-prompt"
      />
      {needsModelNote(capabilities, 'query') && <ModelNote>{t('notes.topic')}</ModelNote>}
      <GenerationOptionsFields value={options} onChange={setOptions} disabled={isGenerating} />
    </>
  );
  return (
    <GeneratorModal
      opened={opened}
      title={t('topic.title')}
      testId="ai-topic-modal"
      generation={generation}
      request={request}
      summary={t('topic.summary', { prompt: prompt.trim(), count: options.quizCount })}
      generating={<GeneratingPanel subject={t('topic.generating', { prompt: prompt.trim() })} />}
      placeholder={t('topic.placeholderOutput')}
      sourceKind="bank"
      onGenerate={generate}
    />
  );
}
