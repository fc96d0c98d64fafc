import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Switches off the background services that would add network noise and CPU to every run. */
const QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium (package `chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same release as `chromium`);
 * CHROMIUM_HEADLESS_SHELL_PATH overrides it.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * The full browser, as a teacher's Chrome is: its PDF viewer, its third-party cookie blocking. The
 * benchmarks (page loads are a user's) and the specs that depend on those two launch it:
 * `classroom-play` and `classroom-real` (a framed page without third-party cookies) and the material
 * opened in the PDF viewer (`material-viewer`).
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = { executablePath: CHROMIUM_PATH, args: QUIET_ARGS };

/**
 * What the rest of the browser suite runs in: the headless shell, the same Blink and V8 without the
 * full browser's layers, as Playwright itself runs headless tests. Why: the browser suite is bound by
 * Chromium's CPU on the 2-core CI machine, and a fresh context's first `/build` cost 0.47 CPU-s in the
 * shell against 1.05–1.24 in the full browser (8 contexts each, measured side by side); the browser suite
 * took 14.8 minutes on this kind of machine instead of about 31, and the whole CI run 27 minutes
 * instead of 45. It lacks the PDF viewer and keeps third-party cookies even
 * with `--test-third-party-cookie-phaseout` (checked), hence the full browser above for those specs.
 * Without the package it falls back to the full browser (slower, same results).
 */
export const HEADLESS_SHELL_LAUNCH_OPTIONS: LaunchOptions = existsSync(HEADLESS_SHELL_PATH)
  ? { executablePath: HEADLESS_SHELL_PATH, args: QUIET_ARGS }
  : CHROMIUM_LAUNCH_OPTIONS;
