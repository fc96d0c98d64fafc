// First: configures zod before any module builds a schema.
import './lib/zod-config';
// Mantine's CSS for the components the player renders, not the whole styles.css (≈ 29 kB gzip, whose
// parse and style work a CDP profile put at 350–600 ms of a cold load at 4× CPU; issue 20 item 1). Global
// files first, then in the order styles.css has them (a component after those it is built on). The
// build fails when a component the player's chunks use has no file here, or a file here has no
// component, and links this entry's CSS before the shared chunks' (build-tools/mantine-styles.ts), so
// this module imports no CSS but Mantine's. The app (main.tsx) keeps the whole stylesheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
// MantineProvider's run-time CSS (the theme's variables), built with the page: the player renders
// StaticMantineProvider (app/play-providers.tsx), which computes none (issue 20 item 1).
import 'virtual:mantine-provider-styles/play.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayProviders } from './app/play-providers';
import { fetchMe } from './features/auth/me-api';
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

// The room and "who is this" (a signed-in student plays under their account), which the first screen
// needs, are already on their way: the page's `Link` header preloads both (issue 20, server
// plugins/static-files.ts `playerPreloadLinks`). Asked for here, their answers (the preloaded ones)
// are in the player's cache by the time the language's messages are, so its first render is the
// join screen, not a loader with the join screen a render later.
prefetchRequest(requestKeys.room(entryMapHashId), () => fetchRoom(entryMapHashId));
prefetchRequest(requestKeys.me, fetchMe);
void loadPlayI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <PlayProviders i18n={i18n}>
        <Player entryMapHashId={entryMapHashId} />
      </PlayProviders>
    </StrictMode>,
  );
});
