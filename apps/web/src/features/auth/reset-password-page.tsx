import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from './api';
import classes from './auth.module.css';

/** better-auth's password limits (auth.ts `minPasswordLength` / `maxPasswordLength`). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/**
 * `/reset-password?token=…` (issue 8 "Accounts"): the page the reset mail links to. Sets the new
 * password with the single-use token; a used or expired link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mutation = useMutation({ mutationFn: resetPassword });
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const mismatch = confirm.length > 0 && confirm !== password;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort && !mismatch) mutation.mutate({ token, newPassword: password });
  };
  return (
    <Stack className={classes.page} gap="lg">
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {mutation.isSuccess ? (
            <Alert color="teal" variant="light" role="status" data-testid="reset-done">
              {t('reset.done')}{' '}
              <Anchor component={Link} to="/login">
                {t('reset.toSignIn')}
              </Anchor>
            </Alert>
          ) : !token || mutation.isError ? (
            <Alert color="red" variant="light" role="alert" data-testid="reset-invalid">
              {t('reset.invalid')}{' '}
              <Anchor component={Link} to="/forgot-password">
                {t('reset.again')}
              </Anchor>
            </Alert>
          ) : null}
          {token && !mutation.isSuccess && !mutation.isError && (
            <>
              <PasswordInput
                label={t('reset.newPassword')}
                description={t('reset.rule', { min: PASSWORD_MIN })}
                visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                required
                value={password}
                error={tooShort ? t('reset.rule', { min: PASSWORD_MIN }) : undefined}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('reset.confirm')}
                visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                required
                value={confirm}
                error={mismatch ? t('reset.mismatch') : undefined}
                onChange={(event) => setConfirm(event.currentTarget.value)}
              />
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={password.length < PASSWORD_MIN || confirm !== password}
                fullWidth
              >
                {t('reset.submit')}
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              {t('forgot.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
