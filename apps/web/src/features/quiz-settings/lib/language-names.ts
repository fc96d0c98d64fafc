/**
 * A translation language's name in the interface language (issue 19 item 18: one language for the
 * whole list, not native names mixed with Korean ones), e.g. `ja` → 일본어 in Korean, Japanese in
 * English; `zh-TW` → 중국어(대만) / Chinese (Taiwan). Falls back to the code where the browser lacks
 * the data.
 */
export function languageName(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) : code;
  } catch {
    return code;
  }
}
