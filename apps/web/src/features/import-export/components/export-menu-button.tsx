import { Button } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The export menu's trigger (issue 21 "Export"), the same before and after the menu's code loads
 * (export-menu.tsx). Props and ref go to the button: `Menu.Target` adds its own.
 */
export function ExportMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('import-export');
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={t('export.label')}
      data-testid="export-menu"
      {...props}
    >
      {t('export.button')}
    </Button>
  );
}
