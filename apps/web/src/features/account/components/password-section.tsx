import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import type { ErrorMapping } from '../../../lib/error-text';
import { changePassword } from '../../auth/api';
import { PASSWORD_MIN_LENGTH } from '../../auth/sign-up-page';
import { SectionCard } from './section-card';

/** A wrong current password or a refused new one (400) has its own words (spec §8). */
const PASSWORD_ERRORS: ErrorMapping = { 400: { titleKey: 'password.wrongCurrent' } };

/**
 * Password change (better-auth change-password): the current password, the new one twice. Checked
 * here only to answer before a round trip; the server checks the current password and the length.
 */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
      setTouched(false);
    },
  });
  const errors = {
    current: current === '' ? t('password.currentRequired') : null,
    next:
      next.length >= PASSWORD_MIN_LENGTH
        ? null
        : tAuth('validation.passwordShort', { count: PASSWORD_MIN_LENGTH }),
    confirm: confirm === next ? null : tAuth('reset.mismatch'),
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.current || errors.next || errors.confirm) return;
    mutation.mutate({ currentPassword: current, newPassword: next });
  };
  const toggle = { 'aria-label': tAuth('fields.togglePassword') };

  return (
    <SectionCard id="account-password" title={t('password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            value={current}
            error={touched && errors.current}
            data-testid="account-password-current"
            onChange={(event) => setCurrent(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('password.new')}
            description={tAuth('fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={next}
            error={touched && errors.next}
            data-testid="account-password-new"
            onChange={(event) => setNext(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={confirm}
            error={touched && errors.confirm}
            data-testid="account-password-confirm"
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          {mutation.error && (
            <ErrorAlert error={mutation.error} mapping={PASSWORD_ERRORS} namespace="account" />
          )}
          {mutation.isSuccess && (
            <Alert color="teal" variant="light" role="status" data-testid="account-password-changed">
              {t('password.changed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} data-testid="account-password-save">
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
