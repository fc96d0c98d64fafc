import { Button, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CountryCode, USER_TYPES, type UserType } from '@quizset/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { DEFAULT_CALLBACK_URL } from '../../lib/callback-url';
import { queryKeys } from '../../lib/query-keys';
import { WELCOME_BUILD_URL } from '../onboarding';
import { updateUserType } from './api';
import classes from './auth.module.css';
import { browserDefaultCountry, CountryField } from './country-field';
import { useCallbackUrl } from './use-finish-auth';
import { useMe } from './use-me';

/**
 * `/sign-up/type` (spec-decisions §2; issue 2 §1): a signed-in user without a user type picks
 * TEACHER or STUDENT and confirms the country (issue 19 item 1: defaulting from the browser's
 * locale, so an en-US sign-up is not stored as KR), in one PATCH /api/users/info, then continues to
 * `callbackUrl`. Wrapped in
 * `RequireAuth requireUserType={false}` by the router.
 */
export default function SignUpTypePage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const callbackUrl = useCallbackUrl();
  const [userType, setUserType] = useState<UserType>(me.data?.userType ?? 'TEACHER');
  const [countryCode, setCountryCode] = useState<CountryCode>(() => browserDefaultCountry());
  const mutation = useMutation({
    mutationFn: updateUserType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      // A new teacher with nowhere else to go starts building, with the first-visit guide (issue 8).
      const target =
        userType === 'TEACHER' && callbackUrl === DEFAULT_CALLBACK_URL ? WELCOME_BUILD_URL : callbackUrl;
      navigate(target, { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ userType, countryCode });
  };

  return (
    <Stack className={classes.page}>
      <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('userType.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('userType.description')}
          </Text>
          {mutation.error && <ErrorAlert error={mutation.error} />}
          <Radio.Group
            value={userType}
            onChange={(value) => setUserType(value as UserType)}
            label={t('userType.label')}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
              {USER_TYPES.map((type) => (
                <Radio.Card key={type} value={type} className={classes.typeCard}>
                  <Text fw={600}>{t(`userType.${type}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`userType.${type}.description`)}
                  </Text>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <CountryField value={countryCode} onChange={setCountryCode} />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('userType.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
