import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type ErrorMapping, errorText } from '../../../lib/error-text';

/** The refusals of api.md "Quiz rooms and play" the player gets in her own words (spec §8 mapping). */
const PLAY_ERRORS: ErrorMapping = {
  401: { titleKey: 'join.membersOnly' },
  403: { titleKey: 'errors.closed' },
  404: { titleKey: 'errors.notFound' },
  409: { titleKey: 'errors.conflict' },
  429: { titleKey: 'errors.rateLimited' },
};

/**
 * A failed play call in the player's language (the server's message follows the browser's
 * Accept-Language, the player's picker may differ): the refusals of api.md "Quiz rooms and play"
 * by status (through the generic error helper, spec §8), the domain's message for a nickname clash,
 * the server's own message for anything else (a 400's reason), else the generic text.
 */
export function usePlayErrorText(error: unknown): string {
  const { t } = useTranslation('play');
  if (!error) return '';
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.code === 'NETWORK_ERROR') return t('errors.network');
  if (error.details.some((detail) => detail.path === 'guestName') && error.status === 409)
    return t('play.nickname.taken', { ns: 'validation' });
  if (error.details.some((detail) => detail.path === 'rejoinCode') && error.status === 409)
    return t('play.rejoin.wrongCode', { ns: 'validation' });
  const { title, message } = errorText(error, t, PLAY_ERRORS);
  if (PLAY_ERRORS[error.status]) return title;
  return message ?? t('errors.generic');
}
