import { MultiSelect, Stack } from '@mantine/core';
import { AI_TRANSLATION_LANGUAGES, MAX_AI_TRANSLATION_LANGUAGES } from '@quizset/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationStatus } from '../../ai';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { languageName } from '../lib/language-names';
import { setAiTranslationEnabled, setAiTranslationLanguages } from '../lib/settings-operations';
import { GatedSwitch } from './gated-switch';

/**
 * AI translation (spec §2 "Learning tool", §4, §5, §9): AI_QUIZSET_TRANSLATION to turn on, nothing to
 * turn off; up to 3 of the 22 languages, named in the interface language and sorted by that name;
 * at 3 the field says why a 4th cannot be added (issue 19 item 18) instead of ignoring it. The payload says
 * `isAiTranslationEnabled` only with languages (domain `toSubmitPayload`). The state of each
 * language of a saved set shows below (TranslationStatus, issue 9).
 */
export function TranslationOption() {
  const { t, i18n } = useTranslation('quiz-settings');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(
    () =>
      AI_TRANSLATION_LANGUAGES.map((code) => ({ value: code, label: languageName(code, uiLanguage) })).sort(
        (a, b) => a.label.localeCompare(b.label, uiLanguage),
      ),
    [uiLanguage],
  );
  const enabled = useBuildStore((state) => state.form.isAiTranslationEnabled);
  const languages = useBuildStore((state) => state.form.aiTranslationLanguages);
  const quizSetId = useBuildStore((state) => (state.mode === 'UPDATE' ? state.form.id : undefined));
  const edit = useBuildStore((state) => state.edit);
  const isFull = languages.length >= MAX_AI_TRANSLATION_LANGUAGES;
  return (
    <Stack gap="xs">
      <GatedSwitch
        feature="AI_QUIZSET_TRANSLATION"
        testId="option-ai-translation"
        label={t('translation.label')}
        description={t('translation.description', { max: MAX_AI_TRANSLATION_LANGUAGES })}
        checked={enabled}
        onChange={(next) => edit((form) => setAiTranslationEnabled(form, next))}
      />
      {enabled && (
        <>
          <MultiSelect
            data-testid="ai-translation-languages"
            label={t('translation.languages')}
            placeholder={languages.length === 0 ? t('translation.placeholder') : undefined}
            data={options}
            value={languages}
            maxValues={MAX_AI_TRANSLATION_LANGUAGES}
            searchable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            description={
              isFull
                ? t('translation.full', { max: MAX_AI_TRANSLATION_LANGUAGES })
                : t('translation.count', { count: languages.length, max: MAX_AI_TRANSLATION_LANGUAGES })
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(next) => edit((form) => setAiTranslationLanguages(form, next))}
          />
          <TranslationStatus quizSetId={quizSetId ?? undefined} languages={languages} />
        </>
      )}
    </Stack>
  );
}
