import type { Resource } from 'i18next';
import { initI18n } from '../../../lib/i18n-setup';
import { validationResources } from '../../../lib/validation-messages';
import enCommon from '../../../locales/en/common.json';
import koCommon from '../../../locales/ko/common.json';
import enHint from '../../hint/locales/en.json';
import koHint from '../../hint/locales/ko.json';
import enPlay from '../locales/en.json';
import koPlay from '../locales/ko.json';

/**
 * i18n of the player's own entry (play-main.tsx): only the namespaces /play shows — common, the
 * domain's messages, the player's and the hint's — so the other features' strings are not in its
 * first load (issue 10 "first-load JS ≤ 150 kB"). Same detection and storage as the app.
 */
export function createPlayI18n() {
  const resources: Resource = {
    ko: { common: koCommon, validation: validationResources.ko, play: koPlay, hint: koHint },
    en: { common: enCommon, validation: validationResources.en, play: enPlay, hint: enHint },
  };
  return initI18n(resources);
}
