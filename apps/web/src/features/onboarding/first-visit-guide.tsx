import { Button, CloseButton, Group, List, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Where a new teacher lands after sign-up (issue 8 "Accounts"): the builder, with the guide. */
export const WELCOME_BUILD_URL = '/build?welcome=1';
/** localStorage: set once the guide was skipped or finished, so it never comes back. */
export const GUIDE_SEEN_KEY = 'quizset.firstVisitGuideSeen';

function hasSeenGuide(): boolean {
  try {
    return localStorage.getItem(GUIDE_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * True while the guide is due on this page (`?welcome=1`, never seen): the builder then holds the
 * map picker back until the guide is dismissed, so the picker does not open on top of the guide that
 * explains it (issue 19 item 12).
 */
export function isFirstVisitGuideDue(search: string): boolean {
  return new URLSearchParams(search).get('welcome') === '1' && !hasSeenGuide();
}

/**
 * The short first-visit guide of a new teacher on /build (issue 8: "not on an empty explore page"):
 * three steps (map, questions, settings and finish), skippable. Shown only after sign-up
 * (`?welcome=1`) and once. A card above the questions, not a modal; the map picker that opens on
 * entering the page (spec §2) waits for it: `onDone` (skip or start) opens it.
 */
export function FirstVisitGuide({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('onboarding');
  const [searchParams] = useSearchParams();
  const [isOpen, setOpen] = useState(() => searchParams.get('welcome') === '1' && !hasSeenGuide());
  if (!isOpen) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(GUIDE_SEEN_KEY, '1');
    } catch {
      // Private mode: the guide may show again on the next sign-up, which is harmless.
    }
    setOpen(false);
    onDone?.();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      bg="grape.0"
      data-testid="first-visit-guide"
      role="region"
      aria-labelledby="first-visit-guide-title"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id="first-visit-guide-title">
          {t('title')}
        </Title>
        <CloseButton aria-label={t('skip')} onClick={dismiss} />
      </Group>
      <List type="ordered" spacing={4} mt="xs" size="sm">
        <List.Item>{t('steps.map')}</List.Item>
        <List.Item>{t('steps.questions')}</List.Item>
        <List.Item>{t('steps.settings')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        {t('note')}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" variant="default" onClick={dismiss} data-testid="first-visit-guide-skip">
          {t('skip')}
        </Button>
        <Button size="xs" color="grape" onClick={dismiss} data-testid="first-visit-guide-start">
          {t('start')}
        </Button>
      </Group>
    </Paper>
  );
}
