import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../lib/retry-import';

const DeleteQuizSetDialog = lazyWithRetry(() => import('./delete-quiz-set-dialog'));

/** The owner's delete action; the confirmation dialog's code loads on the first click. */
export function DeleteQuizSetButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('quiz-view');
  const [isOpen, dialog] = useDisclosure(false);
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        onClick={() => {
          setLoaded(true);
          dialog.open();
        }}
      >
        {t('actions.delete')}
      </Button>
      {isLoaded && (
        <Suspense fallback={null}>
          <DeleteQuizSetDialog id={id} title={title} opened={isOpen} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
