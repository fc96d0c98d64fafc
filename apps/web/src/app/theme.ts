import { createTheme } from '@mantine/core';
// With its extension: the build config loads this file (vite.config.ts).
import { ACCESSIBLE_COLORS } from './theme-colors.ts';

/**
 * Pretendard when the system has it, then the platform UI fonts, then Noto Sans KR (Debian's CJK
 * package) so Korean never falls back to boxes or a serif. No web font is downloaded: the first load
 * budget (issue 2 "Performance") goes to code.
 */
const FONT_STACK = [
  'Pretendard',
  '"Pretendard Variable"',
  '-apple-system',
  'BlinkMacSystemFont',
  'system-ui',
  '"Segoe UI"',
  'Roboto',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Noto Sans CJK KR"',
  '"Malgun Gothic"',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  // Palettes whose shades 6–9 pass WCAG 2.2 AA contrast (accessible-colors.ts, built once: theme-colors.ts; issue 24 item 2).
  colors: ACCESSIBLE_COLORS,
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  // prefers-reduced-motion: Mantine's transitions (modals, drawers, menus) become instant (issue 24).
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    // Mantine upper-cases badges; Korean has no case and English labels read better as written.
    Badge: { styles: { root: { textTransform: 'none' } } },
    // A dialog's header is not the page's banner landmark (axe landmark-no-duplicate-banner): Mantine
    // draws it as <header>, which screen readers list beside the app's own header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});
