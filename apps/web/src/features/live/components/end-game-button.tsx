import { Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The host's "End game" (issue 23 "end"), asked once more before it ends the game for the whole
 * class: it cannot be undone, and it sits in the row of buttons the teacher presses all game long.
 * The question comes first, so a second press at the same place lands on no button; "Keep playing"
 * has focus, and Escape keeps playing too (focus back on "End game").
 */
export function EndGameButton({ onEnd }: { onEnd: () => void }) {
  const { t } = useTranslation('live');
  const [confirming, setConfirming] = useState(false);
  const endRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const questionId = useId();
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) endRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  if (!confirming)
    return (
      <Button ref={endRef} size="lg" color="red" variant="subtle" onClick={() => setConfirming(true)}>
        {t('host.end')}
      </Button>
    );
  return (
    <Group
      gap="xs"
      role="group"
      aria-labelledby={questionId}
      data-testid="live-end-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setConfirming(false);
      }}
    >
      <Text id={questionId} fw={600}>
        {t('host.endConfirm')}
      </Text>
      <Button size="lg" color="red" onClick={onEnd}>
        {t('host.end')}
      </Button>
      <Button ref={keepRef} size="lg" variant="default" onClick={() => setConfirming(false)}>
        {t('host.endKeep')}
      </Button>
    </Group>
  );
}
