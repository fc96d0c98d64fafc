import { AspectRatio, Badge, Card, Group, Image, Text } from '@mantine/core';
import type { QuizSetSummary } from '@quizset/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../lib/format';
import { MapThumbnailPlaceholder } from './map-thumbnail-placeholder';
import classes from './quiz-set-card.module.css';

/**
 * One quiz set in a list (issue 2 §10): the map template's thumbnail, title, question count, author,
 * date and play count. The whole card is one link to `/quiz/{id}` (one tab stop per card).
 */
export function QuizSetCard({
  quizSet,
  linkTo = (id) => `/quiz/${id}`,
}: {
  quizSet: QuizSetSummary;
  /** Where the card leads; the Classroom discovery page opens the create-assignment dialog. */
  linkTo?: (id: string) => string;
}) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  return (
    <Card
      component={Link}
      to={linkTo(quizSet.id)}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9} className={classes.thumb}>
          {quizSet.thumbnailUrl ? (
            <Image src={quizSet.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <MapThumbnailPlaceholder templateType={quizSet.templateType} />
          )}
        </AspectRatio>
      </Card.Section>
      <Group gap={6} mt="sm" wrap="nowrap">
        <Badge size="sm" variant="light">
          {t('card.questionCount', { count: quizSet.quizCount })}
        </Badge>
        {!quizSet.isPublic && (
          <Badge size="sm" variant="outline" color="gray">
            {t('card.private')}
          </Badge>
        )}
      </Group>
      <Text fw={600} mt={6} lineClamp={2} className={classes.title}>
        {quizSet.title}
      </Text>
      <Text size="sm" c="dimmed" truncate mt={2}>
        {quizSet.author.name}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          <time dateTime={quizSet.updatedAt}>{formatDate(quizSet.updatedAt)}</time>
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconPlayerPlay size={14} aria-hidden />
          <Text size="xs" aria-label={t('card.playCount', { count: quizSet.playCount })}>
            {formatNumber(quizSet.playCount)}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}

/** Same footprint as a card, shown while a page loads. */
export function QuizSetCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden="true">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <div className={classes.skeletonBlock} />
        </AspectRatio>
      </Card.Section>
      <div className={classes.skeletonLine} style={{ width: '40%', marginTop: 12 }} />
      <div className={classes.skeletonLine} style={{ width: '90%' }} />
      <div className={classes.skeletonLine} style={{ width: '60%' }} />
    </Card>
  );
}
