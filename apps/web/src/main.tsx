// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have #root');

// The language's messages arrive first (lib/i18n.ts), so the first render has its text.
void loadI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
});
