import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import type { ErrorMapping } from '../../lib/error-text';
import { queryKeys } from '../../lib/query-keys';
import { GoogleSignInButton } from '../classroom';
import { fetchSiteConfig, signIn } from './api';
import classes from './auth.module.css';
import { DemoAccounts } from './demo-accounts';
import { useAuthForm } from './use-auth-form';

/**
 * `/login` (issue 2 §1): email + password sign-in (api.md "Accounts"), then back to `callbackUrl`.
 * Already signed in → straight to `callbackUrl`.
 */
/** A wrong e-mail or password (401, or 400 for a malformed one) has its own words (spec §8). */
const SIGN_IN_ERRORS: ErrorMapping = {
  400: { titleKey: 'signIn.invalidCredentials' },
  401: { titleKey: 'signIn.invalidCredentials' },
};

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { mutation, callbackUrl, preempt } = useAuthForm(signIn);
  // The demo list only where the accounts exist (issue 19 item 3: SEED_DEMO off on PostgreSQL).
  const siteConfig = useQuery({
    queryKey: queryKeys.siteConfig,
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
  });

  if (preempt) return preempt;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ email: email.trim(), password });
  };

  return (
    <Stack className={classes.page} gap="lg">
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signIn.title')}
          </Title>
          {mutation.error && <ErrorAlert error={mutation.error} mapping={SIGN_IN_ERRORS} namespace="auth" />}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {/* The toggle's name avoids the word "password" so a label query finds only the input. */}
          <PasswordInput
            label={t('fields.password')}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('forgot.link')}
          </Anchor>
          <Button type="submit" loading={mutation.isPending} disabled={!email.trim() || !password} fullWidth>
            {t('signIn.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signIn.noAccount')}{' '}
            <Anchor component={Link} to={`/sign-up?${new URLSearchParams({ callbackUrl }).toString()}`}>
              {t('signIn.toSignUp')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
      {/* Outside the form: its own action, not a second submit of the email form. */}
      <GoogleSignInButton callbackUrl={callbackUrl} />
      {siteConfig.data?.demoAccounts === true && (
        <DemoAccounts
          onPick={(demoEmail, demoPassword) => {
            setEmail(demoEmail);
            setPassword(demoPassword);
          }}
        />
      )}
    </Stack>
  );
}
