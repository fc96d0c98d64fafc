import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { mantineProviderStyles } from './build-tools/mantine-provider-styles';

/** The web project of the root vitest run (`npx vitest run --project web`): components under jsdom. */
export default defineProject({
  plugins: [react(), mantineProviderStyles()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Whole-page builder tests take 5–8 s alone and far more when every file runs at once on 2 cores.
    testTimeout: 60_000,
  },
});
