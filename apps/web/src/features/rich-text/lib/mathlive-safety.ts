/**
 * MathLive with its HTML-producing commands turned off (issue 6 "Formulas"). MathLive resolves a
 * command through the macro table before its own definitions, also when the name was built with
 * `\csname`, so redefining them as plain macros makes them render their content and nothing else:
 * no `style`, `id`, `class`, `data-*` or link reaches the page. The server refuses such formulas
 * already (LATEX allow-list in the domain); this covers anything stored before that rule.
 *
 * MathLive's layout options take a macro table that *replaces* its default one, so the defaults a
 * stored formula may use (the domain allow-list's `\differentialD`, `\exponentialE`…) are restated.
 */
/** HTML-producing commands redefined to keep their content and drop the markup. */
export const HTML_COMMANDS_OFF = {
  htmlStyle: { args: 2, def: '#2' },
  style: { args: 2, def: '#2' },
  htmlData: { args: 2, def: '#2' },
  cssId: { args: 2, def: '#2' },
  htmlId: { args: 2, def: '#2' },
  class: { args: 2, def: '#2' },
  htmlClass: { args: 2, def: '#2' },
  href: { args: 2, def: '#2' },
  url: { args: 1, def: '\\texttt{#1}' },
  mathtip: { args: 2, def: '#1' },
  texttip: { args: 2, def: '#1' },
  includegraphics: { args: 1, def: '' },
} as const;

/** The macro table of the static renderer: HTML commands off, plus the defaults it replaces. */
export const MATHLIVE_SAFE_MACROS = {
  ...HTML_COMMANDS_OFF,
  differentialD: '\\mathrm{d}',
  capitalDifferentialD: '\\mathrm{D}',
  exponentialE: '\\mathrm{e}',
  imaginaryI: '\\mathrm{i}',
  imaginaryJ: '\\mathrm{j}',
  nicefrac: '^{#1}\\!\\!/\\!_{#2}',
  iff: '\\;\\Longleftrightarrow\\;',
} as const;
