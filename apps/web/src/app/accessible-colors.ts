import { DEFAULT_THEME, darken, luminance, type MantineColorsTuple, toRgba } from '@mantine/core';

/**
 * WCAG 2.2 contrast in the theme, not page by page (issue 24 item 2). Mantine's default palettes put
 * white text on shades (teal-6, red-6, yellow-6 …) that reach only 2–3.3 : 1, and its "light"
 * variant's text (shade 9) on shade 1 under 4.5 : 1 for the warm and green palettes; its dimmed
 * text, placeholders and disabled labels are grey-6 / grey-5 (3.3 and 2 : 1 on white). Here every
 * palette's shades 6–9 are darkened just enough, so whatever a screen picks — `color="teal"`, a
 * filled badge, `var(--mantine-color-red-6)` in a CSS module, another branch's new screen — passes:
 * - white text on shade 6 and darker, and shade 6 as text on white or shade 0: at least 4.5 : 1 (1.4.3);
 * - shades 7–8 (the filled colour, used as text too) also on shade 1, the light tint;
 * - shade 9 (the light variant's text) on shade 2 (its hover background) and lighter;
 * - shades 0–5 stay as they are (backgrounds, tints, borders).
 */

/** The WCAG 2.x contrast ratio of two opaque colours (any CSS colour Mantine's `toRgba` reads), 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` of a colour (so the palettes stay plain hex, as Mantine's tuples are). */
function hex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `color` darkened in 2 % steps until it has `ratio` against every colour of `against` (all lighter
 * than it). Returns the colour unchanged when it already passes.
 */
export function darkenUntil(color: string, against: string[], ratio: number): string {
  let result = hex(color);
  for (let step = 0; step < 50 && against.some((other) => contrastRatio(result, other) < ratio); step++)
    result = hex(darken(result, 0.02));
  return result;
}

/** Body text needs 4.5 : 1 (WCAG 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

/** One palette with shades 6–9 made readable (see the module comment); each shade ≥ the one before. */
export function accessiblePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (let shade = 6; shade <= 9; shade++) {
    // 6: filled with white text; 7–8: also text on the light tints (nav's current page, chips);
    // 9: the light variant's text on its background (1) and hover (2).
    const against = [
      '#ffffff',
      palette[0],
      ...(shade >= 7 ? [palette[1]] : []),
      ...(shade === 9 ? [palette[2]] : []),
    ];
    let color = darkenUntil(palette[shade] as string, against, TEXT_CONTRAST);
    const previous = shades[shade - 1] as string;
    if (shade > 6 && luminance(color) > luminance(previous)) color = previous;
    shades[shade] = color;
  }
  return shades as unknown as MantineColorsTuple;
}

/** The theme's colours made readable: what theme.ts and the CSS variables resolver use (theme-colors.ts). */
export interface AccessibleColors {
  /** Mantine's palettes with shades 6–9 made readable (theme.ts passes them as `colors`). */
  palettes: Record<string, MantineColorsTuple>;
  /** Secondary text (`c="dimmed"`, descriptions): ≥ 4.5 : 1 on white and the tinted backgrounds. */
  dimmedText: string;
  /** Placeholders (1.4.3 counts them as text) on the white inputs. */
  placeholderText: string;
  /**
   * Disabled controls' labels on their grey-2 fill. WCAG exempts inactive controls; the issue asks
   * for them anyway, and a teacher must still read what a disabled button would do.
   */
  disabledText: string;
}

/**
 * Works out AccessibleColors from Mantine's default palettes (pure; a few ms, ≈ 30 ms of a page's
 * start on a 4× slower CPU, so the build does it once: theme-colors.ts).
 */
export function accessibleColors(): AccessibleColors {
  const gray = DEFAULT_THEME.colors.gray;
  /** The tinted backgrounds small grey text sits on: white, gray-0/1, the primary light (violet-1). */
  const tintedBackgrounds = ['#ffffff', gray[0], gray[1], DEFAULT_THEME.colors.violet[1]];
  return {
    palettes: Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessiblePalette(palette)]),
    ),
    dimmedText: darkenUntil(gray[6], tintedBackgrounds, TEXT_CONTRAST),
    placeholderText: darkenUntil(gray[6], ['#ffffff', gray[0]], TEXT_CONTRAST),
    disabledText: darkenUntil(gray[6], [gray[2]], TEXT_CONTRAST),
  };
}

/**
 * AccessibleColors with only the shades that differ from Mantine's default palettes: what the build
 * hands to theme-colors.ts (a third of the bytes of whole palettes; `applyColorChanges` there
 * restores them).
 */
export interface AccessibleColorChanges extends Omit<AccessibleColors, 'palettes'> {
  /** Palette name → shade index → colour, for the shades `accessiblePalette` changed. */
  shades: Record<string, Record<number, string>>;
}

/** `accessibleColors()` as AccessibleColorChanges. */
export function accessibleColorChanges(): AccessibleColorChanges {
  const { palettes, ...text } = accessibleColors();
  const shades: Record<string, Record<number, string>> = {};
  for (const [name, palette] of Object.entries(palettes)) {
    const changed = palette.flatMap((color, index) =>
      color === DEFAULT_THEME.colors[name]?.[index] ? [] : [[index, color] as const],
    );
    if (changed.length > 0) shades[name] = Object.fromEntries(changed);
  }
  return { shades, ...text };
}
