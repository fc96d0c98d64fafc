/**
 * `use-sync-external-store/shim` for React 19 (vite.config.ts aliases the package's shim here): the
 * shim only hands out React's own `useSyncExternalStore` when React has one, which it always has
 * since 18, yet bundles its fallback for older React (~0.7 kB gzip on every page; react-i18next
 * imports it). Issue 20 item 1.
 */
export { useSyncExternalStore } from 'react';
