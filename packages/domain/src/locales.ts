/**
 * The interface languages (Korean and English). A module of its own, not in constants.ts: the player's first
 * load needs only this of the domain's constants (issue 20 item 1), and the build keeps every
 * constant of a module any page uses.
 */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
