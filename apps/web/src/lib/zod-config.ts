/**
 * Zod without its JIT (issue 6 "Headers"): to decide whether it may compile parsers, zod probes
 * `new Function('')`; under the app's Content-Security-Policy (no `unsafe-eval`) that probe is
 * refused and reported as a CSP violation. Zod keeps its configuration in
 * `globalThis.__zod_globalConfig` and adopts an object already there, so setting `jitless` here,
 * before any schema is built (main.tsx imports this first), needs no import of zod in the entry
 * chunk (`z.config` would pull ~4 kB gzip into every page). e2e/csp.spec.ts fails if this stops working.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
