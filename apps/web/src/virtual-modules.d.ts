/** build-tools/mantine-provider-styles.ts: MantineProvider's CSS for the app's theme, built as a stylesheet. */
declare module 'virtual:mantine-provider-styles.css';
