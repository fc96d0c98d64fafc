import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onApiError } from '../../lib/api-client';

/** The error code of spec §8: the server cannot tell whether the user is a teacher or a student. */
export const INVALID_USER_MEMBERTYPE = 'INVALID_USER_MEMBERTYPE';

/**
 * spec §8 "Page-level INVALID_USER_MEMBERTYPE": whichever call answers it, the unknown-user-type
 * error shows, then the user goes to /sign-up/type to choose.
 */
export function UnknownUserTypeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => onApiError((error) => error.code === INVALID_USER_MEMBERTYPE && setOpen(true)), []);
  const proceed = () => {
    setOpen(false);
    navigate('/sign-up/type');
  };
  return (
    <Modal opened={isOpen} onClose={proceed} title={t('unknownUserType.title')} centered>
      <Text mb="lg">{t('unknownUserType.body')}</Text>
      <Group justify="flex-end">
        <Button onClick={proceed} data-testid="unknown-user-type-continue">
          {t('unknownUserType.action')}
        </Button>
      </Group>
    </Modal>
  );
}
