import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useSaveLocale } from '../../auth/use-save-locale';
import { SectionCard } from './section-card';

/** The interface language, applied at once and kept on the account (PATCH /api/users/edit `locale`). */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const saveLocale = useSaveLocale();
  return (
    <SectionCard id="account-language" title={t('language.title')} description={t('language.description')}>
      <LanguageSwitcher fullWidth onChange={saveLocale} />
    </SectionCard>
  );
}
