import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorChanges, accessibleColors, contrastRatio, TEXT_CONTRAST } from './accessible-colors';
import {
  ACCESSIBLE_COLORS,
  applyColorChanges,
  DIMMED_TEXT,
  DISABLED_TEXT,
  PLACEHOLDER_TEXT,
} from './theme-colors';

// Issue 24 item 2: contrast is fixed in the theme. These hold for every palette, so a screen that
// uses `color="teal"` or `var(--mantine-color-red-6)` passes without a page-level fix.
describe('accessible palettes', () => {
  it('are what the build hands the pages (vite.config.ts: the changed shades only, as JSON)', () => {
    const built = JSON.parse(JSON.stringify(accessibleColorChanges()));
    expect(applyColorChanges(built)).toEqual(accessibleColors());
    expect(ACCESSIBLE_COLORS).toEqual(accessibleColors().palettes);
    // Only shades 6–9 change (see below), so the build hands over a fraction of the palettes.
    for (const shades of Object.values(built.shades as Record<string, Record<string, string>>))
      expect(Object.keys(shades).every((shade) => Number(shade) >= 6)).toBe(true);
  });

  it('keeps every palette and its light shades 0–5 as Mantine has them', () => {
    expect(Object.keys(ACCESSIBLE_COLORS).sort()).toEqual(Object.keys(DEFAULT_THEME.colors).sort());
    for (const [name, palette] of Object.entries(ACCESSIBLE_COLORS))
      expect(palette.slice(0, 6), name).toEqual(DEFAULT_THEME.colors[name]?.slice(0, 6));
  });

  it.each(Object.keys(DEFAULT_THEME.colors))('%s: white text on shades 6–9 reaches 4.5 : 1', (name) => {
    const palette = ACCESSIBLE_COLORS[name]!;
    for (let shade = 6; shade <= 9; shade++)
      expect(contrastRatio('#ffffff', palette[shade]!), `${name}-${shade}`).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
  });

  it.each(
    Object.keys(DEFAULT_THEME.colors),
  )('%s: the light variant (9 on 1 and 2) and the filled colour on tints', (name) => {
    const palette = ACCESSIBLE_COLORS[name]!;
    expect(contrastRatio(palette[9]!, palette[1]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette[9]!, palette[2]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette[7]!, palette[1]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('makes dimmed, placeholder and disabled text readable on their backgrounds', () => {
    const gray = DEFAULT_THEME.colors.gray;
    for (const background of ['#ffffff', gray[0], gray[1], DEFAULT_THEME.colors.violet[1]])
      expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(PLACEHOLDER_TEXT, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(DISABLED_TEXT, gray[2])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
