import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { queryKeys } from '../../../lib/query-keys';
import { revokeAllSessions, signOut } from '../../auth/api';
import { SectionCard } from './section-card';

/**
 * "Sign out of all devices" (issue 19 item 2): better-auth's revokeSessions ends every session of the
 * account, this one too, after a confirmation; then this browser forgets the user and goes to /login.
 */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: async () => {
      await revokeAllSessions();
      // Clears this browser's cookies; the session itself is already gone.
      await signOut().catch(() => undefined);
    },
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ queryKey: queryKeys.quizSets });
      queryClient.removeQueries({ queryKey: queryKeys.buildData });
      navigate('/login', { replace: true });
    },
  });
  return (
    <SectionCard id="account-sessions" title={t('sessions.title')} description={t('sessions.description')}>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          onClick={() => setConfirming(true)}
          data-testid="account-sign-out-all"
        >
          {t('sessions.signOutAll')}
        </Button>
      </Group>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('sessions.confirmTitle')}
        centered
      >
        <Text mb="md">{t('sessions.confirmBody')}</Text>
        {mutation.isError && <ErrorAlert error={mutation.error} mb="md" />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('sessions.cancel')}
          </Button>
          <Button
            color="red"
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
            data-testid="account-sign-out-all-confirm"
          >
            {t('sessions.confirm')}
          </Button>
        </Group>
      </Modal>
    </SectionCard>
  );
}
