import { notifications } from '@mantine/notifications';
import { AI_ELAPSED_TOAST_MS } from '@quizset/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const TOAST_ID = 'ai-elapsed';

/** m:ss of `ms`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The elapsed-time toast of a file generation (spec §9 "elapsed-time toast 5000 ms"): nothing for the
 * first 5 s, then a toast counting the time, updated every second, gone when `isActive` ends.
 */
export function useElapsedToast(isActive: boolean): void {
  const { t } = useTranslation('ai');
  useEffect(() => {
    if (!isActive) return;
    const startedAt = Date.now();
    let isShown = false;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      if (elapsed < AI_ELAPSED_TOAST_MS) return;
      const toast = {
        id: TOAST_ID,
        title: t('file.elapsedTitle'),
        message: t('file.elapsed', { time: formatElapsed(elapsed) }),
        autoClose: false as const,
        withCloseButton: false,
        loading: true,
      };
      if (isShown) notifications.update(toast);
      else notifications.show(toast);
      isShown = true;
    };
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
      notifications.hide(TOAST_ID);
    };
  }, [isActive, t]);
}
