import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LanguagePickerProps {
  /** The room's translations (language codes); '' stands for the original. */
  languages: string[];
  language: string;
  onLanguage: (language: string) => void;
}

/**
 * The player's language picker (issue 9 translations), for sets that have translations only: its own
 * chunk, so Mantine's select stays out of every other player's first load (issue 20 item 1).
 */
export default function LanguagePicker({ languages, language, onLanguage }: LanguagePickerProps) {
  const { t, i18n } = useTranslation('play');
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <NativeSelect
      size="xs"
      w={150}
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => onLanguage(event.currentTarget.value)}
      data={[
        { value: '', label: t('language.original') },
        ...languages.map((code) => ({ value: code, label: names.of(code) ?? code })),
      ]}
      data-testid="play-language"
    />
  );
}
