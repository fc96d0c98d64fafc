import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerRoom } from '../api';
import classes from './play.module.css';

/**
 * The set's learning materials before the first question (issue 15 item 12; spec §3 "Material"):
 * every material, those the teacher set to "don't reopen during play" marked as now-only (the header
 * offers only the others while playing), then "Start the quiz".
 */
export function MaterialCard({
  materials,
  onStart,
}: {
  materials: PlayerRoom['quizSet']['materials'];
  onStart: () => void;
}) {
  const { t } = useTranslation('play');
  return (
    <Stack className={classes.card} gap="md" data-testid="play-material-card">
      <Title order={2} size="h3" ta="center">
        {t('materials.title')}
      </Title>
      <Text ta="center">{t('materials.intro')}</Text>
      {materials.map((material, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: materials have no id; their order is their identity.
        <Stack key={index} gap={2} align="center">
          <Anchor
            href={material.url}
            target="_blank"
            rel="noopener"
            fw={600}
            data-testid="play-material-link"
          >
            {t('materials.open', { name: material.originalFileName ?? t('header.materialFallback') })}
          </Anchor>
          {!material.allowReopenDuringPlay && (
            <Text size="sm" c="dimmed" ta="center">
              {t('materials.once')}
            </Text>
          )}
        </Stack>
      ))}
      <Button size="lg" autoFocus onClick={onStart} style={{ alignSelf: 'center' }}>
        {t('materials.start')}
      </Button>
    </Stack>
  );
}
