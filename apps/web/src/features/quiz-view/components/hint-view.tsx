import { Anchor, Image, Paper, Text } from '@mantine/core';
import type { Hint } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

/** Only http(s) links become anchors: stored values are user input (spec §3 hint YOUTUBE). */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A question's hint (spec §3): text, an image, or a YouTube link. */
export function HintView({ hint }: { hint: Hint }) {
  const { t } = useTranslation('quiz-view');
  const link = hint.type === 'youtube' ? safeHttpUrl(hint.value) : null;
  return (
    <Paper withBorder radius="sm" p="xs" bg="yellow.0">
      <Text size="xs" fw={700} c="yellow.9" mb={4}>
        {t(`hint.${hint.type}`)}
      </Text>
      {hint.type === 'text' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {hint.value}
        </Text>
      )}
      {hint.type === 'image' && <Image src={hint.value} alt={t('hint.imageAlt')} maw={320} radius="sm" />}
      {hint.type === 'youtube' &&
        (link ? (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {hint.value}
          </Anchor>
        ) : (
          <Text size="sm">{hint.value}</Text>
        ))}
    </Paper>
  );
}
