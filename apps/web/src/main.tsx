// First: configures zod before any module builds a schema.
import './lib/zod-config';
// All of Mantine's CSS: the app's pages use most of its components. The player (play-main.tsx)
// imports only its components' files (issue 20 item 1).
import '@mantine/core/styles.css';
// MantineProvider's run-time CSS (the theme's variables), built with the page: the app renders
// StaticMantineProvider (app/ui-providers.tsx), which computes none (issue 20 item 1).
import 'virtual:mantine-provider-styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { prefetchFirstData } from './app/first-data';
import { loadI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have #root');

// The router fetches the page's chunk while the language's messages load (lib/i18n.ts) and the
// page's first data is asked for (app/first-data.ts); the first render waits for the messages, so it
// has its text.
const queryClient = createQueryClient();
prefetchFirstData(queryClient, window.location.pathname);
const router = createAppRouter();
void loadI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
});
