import type { Locale } from '@quizset/domain';
import { useCallback } from 'react';
import { updateLocale } from './api';
import { useMe } from './use-me';

/**
 * Remember a language switch on the account too (api.md PATCH /api/users/edit `locale`) when signed
 * in. Fire and forget: the switch already applied locally and is stored in the browser, so a failed
 * save costs nothing visible.
 */
export function useSaveLocale(): (lng: Locale) => void {
  const me = useMe();
  const isSignedIn = Boolean(me.data);
  return useCallback(
    (lng: Locale) => {
      if (isSignedIn) updateLocale(lng).catch(() => {});
    },
    [isSignedIn],
  );
}
