import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser suite and the editor benchmark launch Chromium: Debian's build (never a downloaded
 * browser; CHROMIUM_PATH overrides it) with the background services that would add network noise off.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
