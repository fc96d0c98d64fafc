import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CharacterCounterProps {
  count: number;
  max: number;
}

/** "12 / 200" under a field (issue 3: "the counter shows it"); red once over the limit. */
export function CharacterCounter({ count, max }: CharacterCounterProps) {
  const { t } = useTranslation('rich-text');
  return (
    <Text
      size="xs"
      c={count > max ? 'red' : 'dimmed'}
      ta="right"
      aria-live="polite"
      data-testid="char-counter"
    >
      {t('counter', { count, max })}
    </Text>
  );
}
