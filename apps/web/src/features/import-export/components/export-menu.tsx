import { Button, Menu } from '@mantine/core';
import { EXPORT_FORMATS } from '@quizset/domain';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../lib/import-api';

/**
 * The export menu of `/quiz/{id}` (issue 21 "Export"): one download link per format. Shown to
 * whoever may see the answers (the owner, a teacher); the server checks again.
 */
export function ExportMenu({ quizSetId }: { quizSetId: string }) {
  const { t } = useTranslation('import-export');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('export.label')}
          data-testid="export-menu"
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            component="a"
            href={exportUrl(quizSetId, format)}
            download
            data-testid={`export-${format}`}
          >
            {t(`export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
