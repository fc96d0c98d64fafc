/**
 * build-tools/mantine-provider-styles.ts: MantineProvider's CSS for the app's theme, built as a
 * stylesheet, one module per entry (app.css, play.css).
 */
declare module 'virtual:mantine-provider-styles/*';
