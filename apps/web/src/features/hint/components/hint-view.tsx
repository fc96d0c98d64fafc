import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { type Hint, youtubeVideoId } from '@quizset/domain';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { YoutubePreview } from './youtube-preview';

/**
 * A hint in the card's view mode (issue 3 "Hint"; spec §3): the text, the image as a thumbnail, or
 * the YouTube video as its embedded youtube-nocookie preview — what a player will get. A blank hint
 * shows nothing (it is pruned when the card leaves edit mode). A YouTube hint also shows its link, and
 * a link that is not a YouTube video is flagged with the spec's message (issue 7 "View mode").
 */
export function HintView({ hint }: { hint: Hint }) {
  const { t } = useTranslation('hint');
  const value = hint.value.trim();
  if (value === '') return null;
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-yellow-light)" data-testid="hint-view">
      <Stack gap={6}>
        <Group gap={4}>
          <IconBulb size={16} aria-hidden color="var(--mantine-color-yellow-8)" />
          <Text size="xs" fw={700}>
            {t('title')} · {t(`types.${hint.type}`)}
          </Text>
        </Group>
        {hint.type === 'text' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        )}
        {hint.type === 'image' && (
          // A box of the image's greatest height: the image arriving after the hint opened moved a
          // player's answers down under her finger.
          <Box h={96}>
            <Image
              src={value}
              alt={t('image.alt')}
              mah="100%"
              maw="100%"
              w="auto"
              fit="contain"
              radius="sm"
            />
          </Box>
        )}
        {hint.type === 'youtube' && <YoutubeHintView url={value} />}
      </Stack>
    </Paper>
  );
}

/** The link as text (never an href built from the teacher's text), the preview, or the flag. */
function YoutubeHintView({ url }: { url: string }) {
  const { t } = useTranslation('hint');
  const isValid = youtubeVideoId(url) !== null;
  return (
    <>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="hint-youtube-link">
        {url}
      </Text>
      {isValid ? (
        <YoutubePreview url={url} />
      ) : (
        <Text size="sm" c="red.7" role="alert" data-testid="hint-youtube-invalid">
          {t('validation.hint.youtubeInvalid', { ns: 'validation' })}
        </Text>
      )}
    </>
  );
}
