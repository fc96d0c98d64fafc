import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onApiError } from '../../lib/api-client';
import { lazyWithRetry } from '../../lib/retry-import';

/** The error code of spec §8: the server cannot tell whether the user is a teacher or a student. */
export const INVALID_USER_MEMBERTYPE = 'INVALID_USER_MEMBERTYPE';

// Mantine's Modal is in no page's first load (issue 2 "Performance"): the dialog loads when it opens.
const UnknownUserTypeModal = lazyWithRetry(() => import('./unknown-user-type-modal'));

/**
 * spec §8 "Page-level INVALID_USER_MEMBERTYPE": whichever call answers it, the unknown-user-type
 * error shows, then the user goes to /sign-up/type to choose.
 */
export function UnknownUserTypeDialog() {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(
    () =>
      onApiError((error) => {
        if (error.code !== INVALID_USER_MEMBERTYPE) return;
        setOpen(true);
        setHasOpened(true);
      }),
    [],
  );
  if (!hasOpened) return null;
  const proceed = () => {
    setOpen(false);
    navigate('/sign-up/type');
  };
  return (
    <Suspense fallback={null}>
      <UnknownUserTypeModal opened={isOpen} onProceed={proceed} />
    </Suspense>
  );
}
