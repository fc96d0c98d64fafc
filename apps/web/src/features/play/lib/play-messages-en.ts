import { messagesForLocale } from '@quizset/domain';
import type { LanguageMessages } from '../../../lib/locale-messages';
import common from '../../../locales/en/common.json';
import hint from '../../hint/locales/en.json';
import play from '../locales/en.json';

/** The player's English namespaces (play-i18n.ts loads this with `import()`). */
const messages: LanguageMessages = { common, validation: messagesForLocale('en'), play, hint };
export default messages;
