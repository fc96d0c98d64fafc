import { messagesForLocale } from '@quizset/domain';
import type { LanguageMessages } from '../../../lib/locale-messages';
import common from '../../../locales/ko/common.json';
import hint from '../../hint/locales/ko.json';
import play from '../locales/ko.json';

/** The player's Korean namespaces (play-i18n.ts loads this with `import()`). */
const messages: LanguageMessages = { common, validation: messagesForLocale('ko'), play, hint };
export default messages;
