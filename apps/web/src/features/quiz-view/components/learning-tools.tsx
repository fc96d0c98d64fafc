import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@quizset/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAiTutorTemplate } from '../../quiz-builder/api/ai-tutors';
import { languageName } from '../../quiz-settings/lib/language-names';
import { type QuizSetView, useQuizSet } from '../api';
import classes from './quiz-view.module.css';

/**
 * What the saved set brings to its players besides the questions (issue 19 item 21): the AI tutor,
 * the translation languages and the next quiz set (the material is in the summary). Nothing shows
 * for a set that has none of them.
 */
export function LearningTools({ quizSet }: { quizSet: QuizSetView }) {
  const { t } = useTranslation('quiz-view');
  const languages = quizSet.quizsetOptions.isAiTranslationEnabled ? quizSet.aiTranslationLanguages : [];
  const nextId = quizSet.isNextQuizsetAvailable ? quizSet.nextQuizsetId : null;
  if (!quizSet.aiTutorId && languages.length === 0 && !nextId) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quiz-learning-tools">
      <Title order={2} size="h4" id="quiz-learning-tools" mb="sm">
        {t('tools.title')}
      </Title>
      <Stack gap="sm">
        {quizSet.aiTutorId && <TutorRow tutorId={quizSet.aiTutorId} />}
        {languages.length > 0 && <TranslationRow languages={languages} />}
        {nextId && <NextSetRow nextId={nextId} />}
      </Stack>
    </Paper>
  );
}

/** A label and its value side by side; at phone widths the label goes above (no empty label column). */
function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className={classes.toolRow} data-testid={testId}>
      <Text size="sm" fw={600} className={classes.toolLabel}>
        {label}
      </Text>
      <div className={classes.toolValue}>{children}</div>
    </div>
  );
}

function TutorRow({ tutorId }: { tutorId: string }) {
  const { t, i18n } = useTranslation('quiz-view');
  const locale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const tutor = useQuery({
    queryKey: ['aiTutorTemplate', tutorId],
    queryFn: ({ signal }) => fetchAiTutorTemplate(tutorId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const text = tutor.data?.serializedLocalize[locale];
  return (
    <Row label={t('tools.tutor')} testId="quiz-tools-tutor">
      {text && tutor.data ? (
        <Group gap="xs" wrap="nowrap">
          {/* A tinted circle while the picture loads, never an empty slot beside the name. */}
          <Avatar src={tutor.data.avatarSrc} alt="" size={32} bg="violet.0" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {text.displayName}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {text.introduction}
            </Text>
          </div>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {tutor.isError ? t('tools.cannotLoad') : '…'}
        </Text>
      )}
    </Row>
  );
}

function TranslationRow({ languages }: { languages: string[] }) {
  const { t, i18n } = useTranslation('quiz-view');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Row label={t('tools.translation')} testId="quiz-tools-translation">
      <Group gap={6}>
        {languages.map((code) => (
          <Badge key={code} variant="light" color="gray" tt="none">
            {languageName(code, uiLanguage)}
          </Badge>
        ))}
      </Group>
    </Row>
  );
}

/** spec §8: a next set that cannot be read (deleted, or private and not the reader's) shows 'cannot load'. */
function NextSetRow({ nextId }: { nextId: string }) {
  const { t } = useTranslation('quiz-view');
  const next = useQuizSet(nextId);
  return (
    <Row label={t('tools.next')} testId="quiz-tools-next">
      {next.data ? (
        <Anchor component={Link} to={`/quiz/${encodeURIComponent(nextId)}`} size="sm">
          {next.data.title}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {next.isError ? t('tools.cannotLoad') : '…'}
        </Text>
      )}
    </Row>
  );
}
