import { type CSSVariablesResolver, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
// With its extension: the build config loads this file (vite.config.ts).
import {
  type AccessibleColorChanges,
  type AccessibleColors,
  accessibleColorChanges,
} from './accessible-colors.ts';

/** Mantine's default palettes with `changes` applied: `accessibleColors()` again. */
export function applyColorChanges({ shades, ...text }: AccessibleColorChanges): AccessibleColors {
  const palettes = Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [
      name,
      palette.map((color, index) => shades[name]?.[index] ?? color) as unknown as MantineColorsTuple,
    ]),
  );
  return { palettes, ...text };
}

/**
 * `accessibleColorChanges()` as vite.config.ts worked it out when the app was built (its `define`),
 * so no page computes the palettes as it starts (≈ 30 ms of a cold load on a 4× slower CPU, issue
 * 20). Where nothing defines it (unit tests, the build's own Node side) it is worked out here.
 */
declare const __ACCESSIBLE_COLORS__: AccessibleColorChanges | undefined;
const COLORS = applyColorChanges(
  typeof __ACCESSIBLE_COLORS__ === 'undefined' ? accessibleColorChanges() : __ACCESSIBLE_COLORS__,
);

/** Mantine's palettes, made readable (theme.ts passes them as `colors`; accessible-colors.ts). */
export const ACCESSIBLE_COLORS = COLORS.palettes;
/** Secondary text (`c="dimmed"`, descriptions). */
export const DIMMED_TEXT = COLORS.dimmedText;
/** Placeholders on the white inputs. */
export const PLACEHOLDER_TEXT = COLORS.placeholderText;
/** Disabled controls' labels. */
export const DISABLED_TEXT = COLORS.disabledText;

/**
 * The CSS variables of the light scheme that are not palette shades (merged over Mantine's own):
 * dimmed, placeholder and disabled text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-disabled-color': DISABLED_TEXT,
  },
  dark: {},
});
