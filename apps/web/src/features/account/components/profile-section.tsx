import { Alert, Button, Group, Radio, TextInput } from '@mantine/core';
import { COUNTRY_CODES, type CountryCode, USER_TYPES, type UserType } from '@quizset/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { queryKeys } from '../../../lib/query-keys';
import { updateAccountInfo } from '../../auth/api';
import { CountryField } from '../../auth/country-field';
import type { User } from '../../auth/types';
import { SectionCard } from './section-card';

/** The server's limit of `name` (PATCH /api/users/info: 1–50 after trimming). */
export const ACCOUNT_NAME_MAX_LENGTH = 50;

function knownCountry(code: string | null): CountryCode {
  return COUNTRY_CODES.find((candidate) => candidate === code) ?? 'KR';
}

/** Name, user type and country (issue 19 items 1–2), saved together. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [userType, setUserType] = useState<UserType>(user.userType ?? 'TEACHER');
  const [countryCode, setCountryCode] = useState<CountryCode>(knownCountry(user.countryCode));
  const mutation = useMutation({
    mutationFn: updateAccountInfo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      // The builder's tree and publishers follow the country.
      queryClient.removeQueries({ queryKey: queryKeys.buildData });
    },
  });
  const nameError = name.trim() === '' ? t('profile.nameRequired') : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    mutation.mutate({ name: name.trim(), userType, countryCode });
  };

  return (
    <SectionCard id="account-profile" title={t('profile.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Group gap="md" align="stretch" style={{ flexDirection: 'column' }}>
          <TextInput
            label={tAuth('fields.name')}
            autoComplete="name"
            required
            value={name}
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            error={nameError}
            data-testid="account-name"
            onChange={(event) => {
              mutation.reset();
              setName(event.currentTarget.value);
            }}
          />
          <Radio.Group
            label={tAuth('userType.label')}
            value={userType}
            onChange={(value) => {
              mutation.reset();
              setUserType(value as UserType);
            }}
          >
            <Group gap="lg" mt={6}>
              {USER_TYPES.map((type) => (
                <Radio key={type} value={type} label={tAuth(`userType.${type}.title`)} />
              ))}
            </Group>
          </Radio.Group>
          <CountryField
            value={countryCode}
            onChange={(value) => {
              mutation.reset();
              setCountryCode(value);
            }}
          />
          {mutation.isSuccess && (
            <Alert color="teal" variant="light" role="status" data-testid="account-profile-saved">
              {t('profile.saved')}
            </Alert>
          )}
          {mutation.isError && <ErrorAlert error={mutation.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} data-testid="account-profile-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Group>
      </form>
    </SectionCard>
  );
}
