import { collectLanguageMessages, type Messages } from '../lib/locale-messages';
import common from './en/common.json';

/**
 * Every English namespace in one module: the app loads it with `import()` only when English is shown
 * (lib/i18n.ts), so one chunk, one request, and none of the Korean text in an English first load.
 */
export default collectLanguageMessages(
  'en',
  common,
  import.meta.glob<Messages>('../features/*/locales/en.json', { eager: true, import: 'default' }),
);
