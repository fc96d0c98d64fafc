import { LazyMenu, lazyMenu } from '../../../components/lazy-menu';
import { ExportMenuButton } from './export-menu-button';

const exportMenu = lazyMenu(() => import('./export-menu-opened'));

/**
 * The export menu of `/quiz/{id}` (issue 21 "Export"): one download link per format. Shown to
 * whoever may see the answers (the owner, a teacher); the server checks again. The menu's code
 * loads on the first press (issue 20 item 1, components/lazy-menu.tsx).
 */
export function ExportMenu({ quizSetId }: { quizSetId: string }) {
  return (
    <LazyMenu
      menu={exportMenu}
      menuProps={{ quizSetId }}
      renderTrigger={(handlers) => <ExportMenuButton {...handlers} />}
    />
  );
}
