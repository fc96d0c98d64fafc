import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * A failed play call in the player's language (the server's message follows the browser's
 * Accept-Language, the player's picker may differ): the refusals of api.md "Quiz rooms and play"
 * by status, the domain's message for a nickname clash.
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
  switch (error.status) {
    case 400:
      return error.message;
    case 401:
      return t('join.membersOnly');
    case 403:
      return t('errors.closed');
    case 404:
      return t('errors.notFound');
    case 409:
      return t('errors.conflict');
    case 429:
      return t('errors.rateLimited');
    default:
      return t('errors.generic');
  }
}
