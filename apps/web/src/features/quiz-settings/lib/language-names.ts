/**
 * A language's name in that language (issue 8: "shown by their own names"), e.g. `ja` → 日本語,
 * `zh-TW` → 中文（台灣）. Falls back to the code where the browser lacks the data.
 */
export function ownLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
