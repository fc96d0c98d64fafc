import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/query-state';
import { useMe } from '../auth/use-me';
import { LanguageSection } from './components/language-section';
import { PasswordSection } from './components/password-section';
import { PlanSection } from './components/plan-section';
import { ProfileSection } from './components/profile-section';
import { SessionsSection } from './components/sessions-section';

/**
 * `/account` (issue 19 item 2): the settings the sign-up step promises "you can change later" —
 * name, user type and country; interface language; password; plan with the way to /pricing; and
 * sign-out of every device. Behind AuthLayout, so `me` is a signed-in user with a type.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%" data-testid="account-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ProfileSection user={me.data} />
      <LanguageSection />
      <PasswordSection />
      <PlanSection planType={me.data.planType} />
      <SessionsSection />
    </Stack>
  );
}
