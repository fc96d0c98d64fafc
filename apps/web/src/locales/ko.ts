import { collectLanguageMessages, type Messages } from '../lib/locale-messages';
import common from './ko/common.json';

/**
 * Every Korean namespace in one module: the app loads it with `import()` only when Korean is shown
 * (lib/i18n.ts), so one chunk, one request, and none of the English text in a Korean first load.
 */
export default collectLanguageMessages(
  'ko',
  common,
  import.meta.glob<Messages>('../features/*/locales/ko.json', { eager: true, import: 'default' }),
);
