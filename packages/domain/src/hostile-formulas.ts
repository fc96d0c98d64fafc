/**
 * Formulas that must never be stored or rendered (issue 6 "Formulas"): the probe's three, then
 * variants spelling, building or smuggling the same commands. Shared by the domain, server and
 * browser tests, so every layer is attacked with the same list.
 */
/** `command` is how the refusal starts (findDisallowedLatex's `command`). */
export const HOSTILE_FORMULAS: readonly { name: string; latex: string; command: string }[] = [
  {
    name: 'probe: page overlay through \\csname htmlStyle',
    latex:
      '\\csname htmlStyle\\endcsname{position:fixed;inset:0;z-index:9999;background:#fff;font-size:48px}{SESSION EXPIRED}',
    command: '\\csname',
  },
  {
    name: 'probe: outside request through background-image',
    latex: '\\csname htmlStyle\\endcsname{background-image:url(https://probe.invalid/pixel.png)}{x}',
    command: '\\csname',
  },
  { name: 'probe: a second #root', latex: '\\csname cssId\\endcsname{root}{x}', command: '\\csname' },
  {
    name: '\\htmlStyle spelled out',
    latex: '\\htmlStyle{position:fixed;inset:0}{x}',
    command: '\\htmlStyle',
  },
  { name: '\\style alias', latex: 'a+\\style{position:fixed}{b}', command: '\\style' },
  { name: '\\htmlData', latex: '\\htmlData{href=javascript:alert(1)}{x}', command: '\\htmlData' },
  { name: '\\cssId', latex: '\\cssId{root}{x}', command: '\\cssId' },
  { name: '\\class', latex: '\\class{mantine-Modal-root}{x}', command: '\\class' },
  { name: '\\href', latex: '\\href{javascript:alert(1)}{click}', command: '\\href' },
  { name: '\\url', latex: '\\url{https://probe.invalid/}', command: '\\url' },
  {
    name: '\\includegraphics',
    latex: '\\includegraphics{https://probe.invalid/x.png}',
    command: '\\includegraphics',
  },
  { name: 'inside \\text', latex: '\\text{hi \\htmlStyle{color:red}{x}}', command: '\\htmlStyle' },
  { name: 'starred', latex: '\\htmlStyle*{color:red}{x}', command: '\\htmlStyle' },
  {
    name: '\\csname with spaces and a built name',
    latex: '\\csname   html\\endcsname',
    command: '\\csname',
  },
  { name: 'backslash as ^^5c', latex: '^^5chtmlStyle{position:fixed}{x}', command: '^^5c' },
  { name: 'backslash as ^^^^005c', latex: '^^^^005ccssId{root}{x}', command: '^^^^' },
  { name: '\\def', latex: '\\def\\x{\\frac}\\x{1}{2}', command: '\\def' },
  { name: '\\newcommand', latex: '\\newcommand{\\x}{y}\\x', command: '\\newcommand' },
  { name: '\\expandafter', latex: '\\expandafter\\frac{1}{2}', command: '\\expandafter' },
  { name: '\\mathtip', latex: '\\mathtip{x}{y}', command: '\\mathtip' },
  {
    name: '\\enclose with a style',
    latex: '\\enclose{box}[mathbackground="url(https://probe.invalid/x)"]{x}',
    command: '\\enclose',
  },
  {
    name: '\\bbox with a style',
    latex: '\\bbox[background: url(https://probe.invalid/)]{x}',
    command: '\\bbox',
  },
  {
    name: 'a colour that is CSS',
    latex: '\\color{red;background:url(https://probe.invalid/)}{x}',
    command: '\\color{',
  },
  {
    name: 'an unknown environment',
    latex: '\\begin{htmlStyle}x\\end{htmlStyle}',
    command: '\\begin{htmlStyle}',
  },
];
