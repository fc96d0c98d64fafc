// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders } from './app/ui-providers';
import { fetchMe } from './features/auth/api';
import { fetchRoom } from './features/play/api';
import { loadPlayI18n } from './features/play/lib/play-i18n';
import { prefetchRequest, requestKeys } from './features/play/lib/requests';
import { Player } from './features/play/player';

/*
 * The player's own entry (play.html, served for /play/{entryMapHashId}): the player without the
 * app's router, shell and other features, so a student's first load stays small (issue 10:
 * "first-load JS of /play/{hash} at most 150 kB gzip"). Links out of it are plain page loads.
 */
const root = document.getElementById('root');
if (!root) throw new Error('play.html must have #root');
const entryMapHashId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

// The room is asked for while the language's messages load (one small chunk): the first render
// waits for the messages, so it has its text, and the room request it makes is already under way
// (issue 20: first question answerable sooner on a slow network).
prefetchRequest(requestKeys.room(entryMapHashId), () => fetchRoom(entryMapHashId));
// The player waits for "who is this" too (a signed-in student plays under their account): asked at
// the same time, not after the messages.
prefetchRequest(requestKeys.me, fetchMe);
void loadPlayI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <UiProviders i18n={i18n}>
        <Player entryMapHashId={entryMapHashId} />
      </UiProviders>
    </StrictMode>,
  );
});
