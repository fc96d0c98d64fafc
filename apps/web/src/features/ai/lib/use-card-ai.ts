import { useState } from 'react';
import { useAiUiStore } from '../store/ai-ui-store';
import { generateFailAlert, showAiFailure } from './error-alerts';

/**
 * One AI action inside a card (choice list, answers): a loading flag while it runs, and the
 * 'generate fail' alert of spec §8 when it fails or brings nothing new (`task` returns whether it
 * changed the card).
 */
export function useCardAi(): { isLoading: boolean; run: (task: () => Promise<boolean>) => Promise<void> } {
  const [isLoading, setLoading] = useState(false);
  const run = async (task: () => Promise<boolean>) => {
    setLoading(true);
    try {
      if (!(await task())) useAiUiStore.getState().showAlert(generateFailAlert(null));
    } catch (error) {
      showAiFailure(error, generateFailAlert);
    } finally {
      setLoading(false);
    }
  };
  return { isLoading, run };
}
