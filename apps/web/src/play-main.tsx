// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createPlayI18n } from './features/play/lib/play-i18n';
import { Player } from './features/play/player';
import { createQueryClient } from './lib/query-client';

/*
 * The player's own entry (play.html, served for /play/{entryMapHashId}): the player without the
 * app's router, shell and other features, so a student's first load stays small (issue 10:
 * "first-load JS of /play/{hash} at most 150 kB gzip"). Links out of it are plain page loads.
 */
const root = document.getElementById('root');
if (!root) throw new Error('play.html must have #root');
const entryMapHashId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()} i18n={createPlayI18n()}>
      <Player entryMapHashId={entryMapHashId} />
    </Providers>
  </StrictMode>,
);
