import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { requestPasswordReset } from './api';
import classes from './auth.module.css';

/**
 * `/forgot-password` (issue 8 "Accounts"): asks for the address and requests better-auth's reset
 * mail. The answer is the same whether or not the address has an account, so the page never tells
 * who is registered.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(email.trim());
  };
  return (
    <Stack className={classes.page} gap="lg">
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('forgot.title')}
          </Title>
          {mutation.isSuccess ? (
            <Alert color="teal" variant="light" role="status" data-testid="forgot-sent">
              {t('forgot.sent')}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('forgot.description')}
              </Text>
              {mutation.error && <ErrorAlert error={mutation.error} />}
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <Button type="submit" loading={mutation.isPending} disabled={!email.includes('@')} fullWidth>
                {t('forgot.submit')}
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
