/**
 * Height in px of a compact (choice) field's floating toolbar: one row (rich-text-field.module.css
 * `.root[data-variant="compact"] .toolbar`, which must say the same).
 */
export const COMPACT_TOOLBAR_HEIGHT = 34;

/**
 * Room in px a row holding a compact field keeps above it for the toolbar and its 4 px gap, so the
 * toolbar never covers the row above (issue 19 item 9). Always kept, focused or not: a reserve that
 * came and went with focus would make the rows jump under the pointer (issue 7).
 */
export const COMPACT_TOOLBAR_RESERVE = COMPACT_TOOLBAR_HEIGHT + 4;
