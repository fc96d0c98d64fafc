import { Anchor, AspectRatio, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapThumbnailPlaceholder } from '../../../components/map-thumbnail-placeholder';
import type { BuildData } from '../../../lib/build-data';
import { useFormatters } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { QuizSetView } from '../api';
import { categoryLabels, publisherLabel } from '../lib/category-labels';
import { OriginCredit } from './origin-credit';
import classes from './quiz-view.module.css';

/** The options of spec §4 as a reader reads them: each on/off state has its own wording. */
const OPTION_KEYS = ['isPublic', 'isAllowPass', 'showIncorrectAnswer', 'isShuffle'] as const;

interface QuizSetSummaryProps {
  quizSet: QuizSetView;
  buildData?: BuildData;
}

/** Title, map template, category / publisher labels, options, author and dates of a quiz set. */
export function QuizSetSummary({ quizSet, buildData }: QuizSetSummaryProps) {
  const { t, i18n } = useTranslation('quiz-view');
  const { formatDateTime } = useFormatters();
  const lng = currentLanguage(i18n);
  const template = buildData?.templates.find((item) => item.templateId === quizSet.templateId);
  const labels = categoryLabels(quizSet.categoryTreeData, quizSet.countryCode, lng);
  const publisher = publisherLabel(quizSet.categoryTreeData.publisher, quizSet.countryCode);
  const options = quizSet.quizsetOptions;
  const [failedThumbnail, setFailedThumbnail] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <div className={classes.thumb}>
          <AspectRatio ratio={16 / 9}>
            {template?.thumbnailImage && failedThumbnail !== template.thumbnailImage ? (
              // An admin-set thumbnail that does not load falls back to the placeholder, not an empty box.
              <Image
                src={template.thumbnailImage}
                alt=""
                onError={() => setFailedThumbnail(template.thumbnailImage)}
              />
            ) : (
              <MapThumbnailPlaceholder templateType={quizSet.templateType} />
            )}
          </AspectRatio>
        </div>
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', wordBreak: 'keep-all' }}>
            {quizSet.title}
          </Title>
          <Text size="sm">
            <Text span c="dimmed">
              {t('summary.map')}{' '}
            </Text>
            {template
              ? template.serializedLocalize[lng].name
              : t(`mapTypes.${quizSet.templateType}`, { ns: 'common' })}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('summary.author')}{' '}
            </Text>
            <Anchor component={Link} to={`/users/${quizSet.author.id}`}>
              {quizSet.author.name}
            </Anchor>
          </Text>
          <OriginCredit quizSet={quizSet} />
          <Text size="xs" c="dimmed">
            {t('summary.dates', {
              created: formatDateTime(quizSet.createdAt),
              updated: formatDateTime(quizSet.updatedAt),
            })}
            {' · '}
            {t('summary.playCount', { count: quizSet.playCount })}
          </Text>
        </Stack>
      </Group>
      {(labels.length > 0 || publisher) && (
        <Group gap={6} aria-label={t('summary.category')} role="list">
          {labels.map((label) => (
            <Badge key={label} variant="light" role="listitem">
              {label}
            </Badge>
          ))}
          {publisher && (
            <Badge variant="outline" role="listitem">
              {t('summary.publisher', { name: publisher })}
            </Badge>
          )}
        </Group>
      )}
      <Group gap={6} aria-label={t('summary.options')} role="list">
        {OPTION_KEYS.map((key) => (
          <Badge key={key} variant="dot" color={options[key] ? 'teal' : 'gray'} role="listitem" tt="none">
            {t(`options.${key}.${options[key] ? 'on' : 'off'}`)}
          </Badge>
        ))}
      </Group>
      {quizSet.materials.length > 0 && (
        <Group gap={6} data-testid="quiz-materials">
          <IconFileTypePdf size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('summary.material')}
          </Text>
          {quizSet.materials.map((material) => (
            // A new tab: the material is a PDF the browser opens itself (issue 8 "Learning material").
            <Anchor key={material.url} href={material.url} target="_blank" rel="noopener" size="sm">
              {material.originalFileName ?? material.url}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
