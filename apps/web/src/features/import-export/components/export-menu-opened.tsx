import { Menu } from '@mantine/core';
import { EXPORT_FORMATS } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useOpenedOnMount } from '../../../components/lazy-menu';
import { exportUrl } from '../lib/import-api';
import { ExportMenuButton } from './export-menu-button';

/**
 * The export menu once its code is loaded (export-menu.tsx): one download link per format, opened
 * as it mounts, since it mounts on the trigger's first press.
 */
export default function ExportMenuOpened({ quizSetId }: { quizSetId: string }) {
  const { t } = useTranslation('import-export');
  const { targetRef, menuProps } = useOpenedOnMount<HTMLButtonElement>();
  return (
    <Menu {...menuProps} position="bottom-start" withinPortal>
      <Menu.Target>
        <ExportMenuButton ref={targetRef} />
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
