import { Group, NativeSelect } from '@mantine/core';
import {
  COUNTED_ATTEMPTS,
  type CountedAttempt,
  MAX_ATTEMPTS_CHOICES,
  type MaxAttemptsPerPlayer,
} from '@quizset/domain';
import { useTranslation } from 'react-i18next';

const UNLIMITED = 'unlimited';

/**
 * The room's attempts rule (issue 15 item 2): how many attempts one player may start (1, 2, 3 or
 * unlimited) and which one the results and the Classroom grade count (best or first). Used when
 * opening a room and on each room card; the server enforces the same values.
 */
export function AttemptsRuleFields({
  max,
  counted,
  onChange,
  disabled = false,
}: {
  max: MaxAttemptsPerPlayer;
  counted: CountedAttempt;
  onChange: (rule: { maxAttemptsPerPlayer: MaxAttemptsPerPlayer; countedAttempt: CountedAttempt }) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('rooms');
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <NativeSelect
        size="xs"
        label={t('panel.maxAttempts')}
        value={max === null ? UNLIMITED : String(max)}
        disabled={disabled}
        data={[
          ...MAX_ATTEMPTS_CHOICES.map((value) => ({
            value: String(value),
            label: t('panel.maxAttemptsN', { count: value }),
          })),
          { value: UNLIMITED, label: t('panel.maxAttemptsUnlimited') },
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({
            maxAttemptsPerPlayer: value === UNLIMITED ? null : (Number(value) as 1 | 2 | 3),
            countedAttempt: counted,
          });
        }}
      />
      <NativeSelect
        size="xs"
        label={t('panel.countedAttempt')}
        value={counted}
        disabled={disabled || max === 1}
        data={COUNTED_ATTEMPTS.map((value) => ({ value, label: t(`panel.counted.${value}`) }))}
        onChange={(event) =>
          onChange({ maxAttemptsPerPlayer: max, countedAttempt: event.currentTarget.value as CountedAttempt })
        }
      />
    </Group>
  );
}
