import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from '../../../app/accessible-colors';
import { ACCESSIBLE_COLORS } from '../../../app/theme-colors';
import { PLAY_SHADES, PLAY_THEMES } from './theme';

/** WCAG 1.4.11 / 2.4.13: a focus indicator needs 3 : 1 against what is next to it. */
const NON_TEXT_CONTRAST = 3;

// Issue 24 item 2: each map theme's colours pass on its own background, with the app's palettes.
describe.each(Object.entries(PLAY_THEMES))('the %s map theme', (_type, theme) => {
  const palette = ACCESSIBLE_COLORS[theme.color]!;
  const accent = ACCESSIBLE_COLORS[theme.accent]!;
  const color = palette[PLAY_SHADES.color]!;
  const page = palette[PLAY_SHADES.background]!;
  const ring = accent[PLAY_SHADES.accent]!;

  it('white text on its colour (header, choice numbers)', () => {
    expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('its colour as text on the white card and on its page', () => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(color, page)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('its focus ring next to the white card and its page', () => {
    expect(contrastRatio(ring, '#ffffff')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(contrastRatio(ring, page)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
});
