import { Card, Divider, Stack, Title } from '@mantine/core';
import { AI_TUTOR_COUNTRY } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { AiTutorOption } from './ai-tutor-option';
import { MaterialOption } from './material-option';
import { NextQuizsetOption } from './next-quizset-option';
import { TranslationOption } from './translation-option';

/**
 * Spec §2 "Step 2": the learning tool section (AI tutor for KR users only, spec §6; learning
 * material; AI translation) and the advanced section (next quiz set).
 */
export function LearningToolSections() {
  const { t } = useTranslation('quiz-settings');
  const me = useMe().data;
  const hasTutor = me?.countryCode === AI_TUTOR_COUNTRY;
  return (
    <>
      <Card withBorder radius="md" component="section" aria-labelledby="settings-learning-tool">
        <Title order={2} size="h4" mb="sm" id="settings-learning-tool">
          {t('sections.learningTool')}
        </Title>
        <Stack gap="md">
          {hasTutor && (
            <>
              <AiTutorOption />
              <Divider />
            </>
          )}
          <MaterialOption />
          <Divider />
          <TranslationOption />
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="settings-advanced">
        <Title order={2} size="h4" mb="sm" id="settings-advanced">
          {t('sections.advanced')}
        </Title>
        <NextQuizsetOption />
      </Card>
    </>
  );
}
