import { Anchor, Group, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../lib/retry-import';
import type { PlayerRoom } from '../api';
import classes from './play.module.css';

const LanguagePicker = lazyWithRetry(() => import('./language-picker'), true);

interface PlayHeaderProps {
  room: PlayerRoom;
  language: string;
  onLanguage: (language: string) => void;
  /** The map type's progress display (steps, round, points). */
  progress?: ReactNode;
}

/**
 * The themed header of the player (issue 10): the template's art behind the title, the learning
 * materials that may be reopened, and the language picker when translations exist.
 */
export function PlayHeader({ room, language, onLanguage, progress }: PlayHeaderProps) {
  const { t, i18n } = useTranslation('play');
  const { quizSet } = room;
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <div className={classes.title}>
          <Text size="xs" fw={600} opacity={0.9}>
            {quizSet.template.serializedLocalize[i18n.language.startsWith('en') ? 'en' : 'ko'].name}
          </Text>
          <Title order={1} size="h3">
            {quizSet.title}
          </Title>
        </div>
        <Group gap="sm" wrap="wrap">
          {progress}
          {quizSet.materials
            .filter((material) => material.allowReopenDuringPlay)
            .map((material, index) => (
              <Anchor
                // biome-ignore lint/suspicious/noArrayIndexKey: materials have no id; their order is their identity.
                key={index}
                href={material.url}
                target="_blank"
                rel="noopener"
                c="white"
                size="sm"
                underline="always"
              >
                {t('header.material', { name: material.originalFileName ?? t('header.materialFallback') })}
              </Anchor>
            ))}
          {quizSet.languages.length > 0 && (
            <Suspense fallback={null}>
              <LanguagePicker languages={quizSet.languages} language={language} onLanguage={onLanguage} />
            </Suspense>
          )}
        </Group>
      </div>
    </header>
  );
}
