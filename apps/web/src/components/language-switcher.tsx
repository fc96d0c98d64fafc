import { NativeSelect } from '@mantine/core';
import type { Locale } from '@quizset/domain';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES, switchLanguage } from '../lib/i18n';

/**
 * Header language switch (issue 2 §11). The choice is stored (localStorage) and wins over the
 * browser language on later visits; `<html lang>` follows it (src/lib/i18n.ts). A native select:
 * keyboard and screen-reader behaviour for free, and no popover code on every page. Language names
 * are written in their own language so a reader who cannot read the current one still finds theirs.
 */
interface LanguageSwitcherProps {
  fullWidth?: boolean;
  /** Called after a switch (the app saves it to the account when signed in). */
  onChange?: (lng: Locale) => void;
}

export function LanguageSwitcher({ fullWidth = false, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.select')}
      label={fullWidth ? t('language.select') : undefined}
      leftSection={<IconWorld size={16} aria-hidden />}
      value={currentLanguage(i18n)}
      onChange={(event) => {
        const lng = event.currentTarget.value;
        if (!isSupportedLanguage(lng)) return;
        void switchLanguage(i18n, lng);
        onChange?.(lng);
      }}
      data={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.names.${lng}`) }))}
      size="sm"
      variant={fullWidth ? 'default' : 'filled'}
      w={fullWidth ? '100%' : 124}
    />
  );
}
