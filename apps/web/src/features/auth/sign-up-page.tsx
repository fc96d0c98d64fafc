import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { signUp } from './api';
import classes from './auth.module.css';
import { useAuthForm } from './use-auth-form';

/** The auth server's default minimum password length; checked here only to answer before a round trip. */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a sign-up was refused, as an i18n key of the `auth` namespace. */
function signUpErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'signUp.failed';
  const body = error.body as { code?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? body.code : error.code;
  if (error.status === 409 || error.status === 422 || /EXIST/i.test(code)) return 'signUp.emailTaken';
  if (error.status === 400) return 'signUp.invalid';
  return 'signUp.failed';
}

/** `/sign-up` (api.md "Accounts"): name, email, password; then `/sign-up/type` to pick a user type. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutation, callbackUrl, preempt } = useAuthForm(signUp);

  if (preempt) return preempt;

  const errors = {
    name: name.trim() ? null : t('validation.nameRequired'),
    email: EMAIL_PATTERN.test(email.trim()) ? null : t('validation.emailInvalid'),
    password:
      password.length >= PASSWORD_MIN_LENGTH
        ? null
        : t('validation.passwordShort', { count: PASSWORD_MIN_LENGTH }),
  };
  const isValid = !errors.name && !errors.email && !errors.password;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isValid) mutation.mutate({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <Stack className={classes.page}>
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signUp.title')}
          </Title>
          {mutation.error && (
            <Alert color="red" variant="light" role="alert">
              {t(signUpErrorKey(mutation.error))}
            </Alert>
          )}
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            required
            value={name}
            error={touched && errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={touched && errors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('fields.password')}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            description={t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={password}
            error={touched && errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={`/login?${new URLSearchParams({ callbackUrl }).toString()}`}>
              {t('signUp.toSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
