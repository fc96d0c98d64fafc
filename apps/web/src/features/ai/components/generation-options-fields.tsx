import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { AI_MAX_LEVEL, AI_MIN_LEVEL, AI_QUIZ_COUNTS, AI_QUIZ_TYPES, type AiQuizCount } from '@quizset/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_LANGUAGES, type AiLanguage, type GenerationOptionsValue } from '../lib/generation-options';

const LEVELS = Array.from({ length: AI_MAX_LEVEL - AI_MIN_LEVEL + 1 }, (_, index) => AI_MIN_LEVEL + index);

interface GenerationOptionsFieldsProps {
  value: GenerationOptionsValue;
  onChange: (value: GenerationOptionsValue) => void;
  disabled?: boolean;
}

/**
 * The options of spec §3 "AI file and topic options" (§9: language default ko, type mixed/multiple/
 * subjective/ox, level 0–4, count 10/15/20/30), shared by the topic and file modals.
 */
export function GenerationOptionsFields({ value, onChange, disabled }: GenerationOptionsFieldsProps) {
  const { t } = useTranslation('ai');
  const typeLabelId = useId();
  const countLabelId = useId();
  const set = <K extends keyof GenerationOptionsValue>(key: K, next: GenerationOptionsValue[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={typeLabelId}>
          {t('options.type')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby={typeLabelId}
          disabled={disabled}
          value={value.quizType}
          onChange={(next) => set('quizType', AI_QUIZ_TYPES.find((type) => type === next) ?? value.quizType)}
          data={AI_QUIZ_TYPES.map((type) => ({ value: type, label: t(`options.typesShort.${type}`) }))}
          data-testid="ai-option-type"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={countLabelId}>
          {t('options.count')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby={countLabelId}
          disabled={disabled}
          value={String(value.quizCount)}
          onChange={(next) =>
            set('quizCount', AI_QUIZ_COUNTS.find((count) => String(count) === next) ?? value.quizCount)
          }
          data={AI_QUIZ_COUNTS.map((count: AiQuizCount) => ({
            value: String(count),
            label: t('options.countValue', { count }),
          }))}
          data-testid="ai-option-count"
        />
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          size="sm"
          label={t('options.level')}
          disabled={disabled}
          value={String(value.quizLevel)}
          onChange={(event) => set('quizLevel', Number(event.currentTarget.value))}
          data={LEVELS.map((level) => ({ value: String(level), label: t(`options.levels.${level}`) }))}
          data-testid="ai-option-level"
        />
        <NativeSelect
          size="sm"
          label={t('options.language')}
          disabled={disabled}
          value={value.language}
          onChange={(event) =>
            set(
              'language',
              AI_LANGUAGES.find(
                (language): language is AiLanguage => language === event.currentTarget.value,
              ) ?? value.language,
            )
          }
          data={AI_LANGUAGES.map((language) => ({
            value: language,
            label: t(`options.languages.${language}`),
          }))}
          data-testid="ai-option-language"
        />
      </SimpleGrid>
    </Stack>
  );
}
