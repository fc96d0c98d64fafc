// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders } from './app/ui-providers';
import { loadPlayI18n } from './features/play/lib/play-i18n';
import { Player } from './features/play/player';

/*
 * The player's own entry (play.html, served for /play/{entryMapHashId}): the player without the
 * app's router, shell and other features, so a student's first load stays small (issue 10:
 * "first-load JS of /play/{hash} at most 150 kB gzip"). Links out of it are plain page loads.
 */
const root = document.getElementById('root');
if (!root) throw new Error('play.html must have #root');
const entryMapHashId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

// The room and "who is this" (a signed-in student plays under their account), which the first render
// waits for, are already on their way: the page's `Link` header preloads both (issue 20, server
// plugins/static-files.ts `playerPreloadLinks`), and the player's fetch() takes the preloaded answers.
void loadPlayI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <UiProviders i18n={i18n}>
        <Player entryMapHashId={entryMapHashId} />
      </UiProviders>
    </StrictMode>,
  );
});
