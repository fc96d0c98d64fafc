import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../lib/retry-import';

// The modal (and its preview) loads on first opening, so /build's first load does not grow.
const ImportModal = lazyWithRetry(() =>
  import('./import-modal').then((module) => ({ default: module.ImportModal })),
);

/** The builder's "Import questions" entry, beside the AI entry points (issue 21 "Where"). */
export function ImportEntry() {
  const { t } = useTranslation('import-export');
  const [opened, setOpened] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => {
          setHasOpened(true);
          setOpened(true);
        }}
        data-testid="import-open"
      >
        {t('entry.button')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ImportModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
