/**
 * The LaTeX allow-list of stored formulas (issue 6 "Formulas"; spec §2 equation editor, §3 rich
 * text). A formula is stored as `<span data-type="math" data-latex="…">` and rendered by MathLive in
 * every visitor's browser, so its LaTeX is code run for others: commands that put HTML attributes,
 * styles, ids, classes or links into the rendering (`\htmlStyle`, `\cssId`, `\href`…) could cover or
 * restyle the page. The server refuses any formula with a command outside this list; the browser
 * renders only formulas that pass it, with MathLive's HTML-producing commands turned off as well.
 *
 * Allow-list, not deny-list: a command not named here is refused, so a command cannot be *built*
 * either — `\csname htmlStyle\endcsname`, `\def`, `\newcommand`, `\expandafter` and TeX's `^^5c`
 * character escapes are themselves outside the list.
 */

/** Commands refused wherever they appear (documented; every one is also absent from the allow-list). */
export const LATEX_FORBIDDEN_COMMANDS = [
  'csname',
  'endcsname',
  'htmlStyle',
  'style',
  'htmlData',
  'cssId',
  'htmlId',
  'class',
  'htmlClass',
  'href',
  'url',
  'includegraphics',
  'def',
  'edef',
  'gdef',
  'xdef',
  'let',
  'newcommand',
  'renewcommand',
  'providecommand',
  'expandafter',
  'string',
  'noexpand',
  'mathtip',
  'texttip',
  'enclose',
  'bbox',
] as const;

const GREEK = [
  'alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa varkappa lambda mu nu',
  'xi omicron pi varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega digamma',
  'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau',
  'Upsilon Phi Chi Psi Omega varGamma varDelta varTheta varLambda varXi varPi varSigma varUpsilon',
  'varPhi varPsi varOmega aleph beth gimel daleth',
];
const OPERATORS = [
  'pm mp times div cdot ast star circ bullet oplus ominus otimes oslash odot bigcirc cap cup sqcap sqcup',
  'vee wedge land lor lnot neg setminus smallsetminus wr amalg dagger ddagger uplus barwedge veebar',
  'curlyvee curlywedge divideontimes ltimes rtimes boxplus boxminus boxtimes boxdot centerdot dotplus',
  'intercal',
];
const RELATIONS = [
  'le leq ge geq ne neq lt gt equiv approx approxeq sim simeq cong propto doteq doteqdot models perp',
  'parallel mid nmid subset supset subseteq supseteq subsetneq supsetneq subsetneqq supsetneqq nsubset',
  'nsupset nsubseteq nsupseteq varsubsetneq in ni notin owns ll gg lll ggg leqslant geqslant lesssim',
  'gtrsim prec succ preceq succeq vdash dashv vDash nleq ngeq nless ngtr asymp bowtie coloneq coloneqq',
  'Colon colon eqcirc triangleq therefore because',
];
const ARROWS = [
  'to gets rightarrow leftarrow leftrightarrow Rightarrow Leftarrow Leftrightarrow longrightarrow',
  'longleftarrow longleftrightarrow Longrightarrow Longleftarrow Longleftrightarrow uparrow downarrow',
  'updownarrow Uparrow Downarrow Updownarrow mapsto longmapsto nearrow searrow swarrow nwarrow',
  'hookrightarrow hookleftarrow rightleftharpoons leftrightarrows rightleftarrows leftharpoonup',
  'rightharpoonup implies impliedby iff biconditional roundimplies lArr larr lrArr rArr rarr harr hArr',
  'xrightarrow xleftarrow',
];
const BIG_OPERATORS = [
  'sum prod coprod int iint iiint oint oiint oiiint intop smallint intclockwise intctrclockwise',
  'ointctrclockwise varointclockwise bigcup bigcap bigvee bigwedge bigoplus bigotimes bigodot biguplus',
  'bigsqcup limits nolimits',
];
const FUNCTIONS = [
  'sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth log ln lg exp lim liminf limsup max',
  'min sup inf det dim gcd lcm arg deg ker hom Pr mod bmod pmod operatorname Re Im',
];
const SYMBOLS = [
  'infty partial nabla forall exists nexists emptyset varnothing ell hbar hslash prime doubleprime',
  'degree angle measuredangle triangle square Box Diamond clubsuit diamondsuit heartsuit spadesuit top',
  'bot complement surd checkmark cdots ldots vdots ddots dots dotsc dotsb cdotp ldotp flat natural sharp',
  'imath jmath wp char',
];
const DELIMITERS = [
  'left right middle big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr langle rangle lceil rceil lfloor',
  'rfloor lbrace rbrace lbrack rbrack lvert rvert lVert rVert vert Vert backslash',
];
const DECORATIONS = [
  'hat widehat tilde widetilde bar overline underline vec dot ddot acute grave check breve mathring',
  'overbrace underbrace overgroup undergroup overleftarrow overrightarrow overleftrightarrow',
  'underleftarrow underrightarrow underleftrightarrow overlinesegment underlinesegment cancel bcancel',
  'xcancel boxed not stackrel overset underset',
];
const STRUCTURE = [
  'frac dfrac tfrac cfrac binom dbinom tbinom sqrt choose over atop substack phantom vphantom hphantom',
  'begin end hline mathop mathbin mathrel mathord mathpunct mathopen mathclose mathinner',
];
const FONTS_AND_SPACING = [
  'mathrm mathit mathbf mathbfit mathsf mathtt mathcal mathscr mathfrak mathbb mathnormal boldsymbol',
  'bm text textrm textit textbf textsf texttt textnormal emph displaystyle textstyle scriptstyle',
  'scriptscriptstyle tiny scriptsize footnotesize small normalsize large Large LARGE huge Huge quad',
  'qquad enspace thinspace medspace thickspace negthinspace negmedspace negthickspace',
];
// MathLive's own names for d, e, i (its keyboard inserts them) and a few of its default macros.
const MATHLIVE = 'differentialD capitalDifferentialD exponentialE imaginaryI imaginaryJ nicefrac';
/** Colour commands: allowed only with a plain colour argument (LATEX_COLOR_VALUE). */
export const LATEX_COLOR_COMMANDS = ['color', 'textcolor', 'colorbox'] as const;

/** Every command name a stored formula may use (without the backslash). */
export const LATEX_ALLOWED_COMMANDS: ReadonlySet<string> = new Set(
  [
    ...GREEK,
    ...OPERATORS,
    ...RELATIONS,
    ...ARROWS,
    ...BIG_OPERATORS,
    ...FUNCTIONS,
    ...SYMBOLS,
    ...DELIMITERS,
    ...DECORATIONS,
    ...STRUCTURE,
    ...FONTS_AND_SPACING,
    MATHLIVE,
    LATEX_COLOR_COMMANDS.join(' '),
  ].flatMap((line) => line.split(' ')),
);

/** Environments of `\begin{…}` a formula may use (matrices, cases, alignments). */
export const LATEX_ALLOWED_ENVIRONMENTS: ReadonlySet<string> = new Set(
  [
    'matrix pmatrix bmatrix Bmatrix vmatrix Vmatrix smallmatrix matrix* pmatrix* bmatrix* cases dcases',
    'rcases aligned align align* gathered gather gather* array split equation equation* multline',
  ].flatMap((line) => line.split(' ')),
);

/** A colour argument: a name (`red`, `blue!50`) or a hex colour; nothing a CSS value could abuse. */
export const LATEX_COLOR_VALUE = /^\s*[A-Za-z0-9!#.-]{1,32}\s*$/;

/** Why a formula was refused: the offending command as written (`\htmlStyle`, `^^5c`, `\begin{x}`). */
export interface LatexRefusal {
  command: string;
}

// Longest argument read for an environment or colour name: bounds each look-ahead, so the scan
// stays linear however many `\color{` a formula repeats.
const MAX_NAME_ARGUMENT = 40;

/** The short `{…}` group right after `from` (spaces skipped): its content and end, or null. */
function readGroup(latex: string, from: number): { content: string; end: number } | null {
  let i = from;
  while (latex[i] === ' ' && i - from < MAX_NAME_ARGUMENT) i++;
  if (latex[i] !== '{') return null;
  const close = latex.slice(i + 1, i + 1 + MAX_NAME_ARGUMENT).indexOf('}');
  if (close < 0) return null;
  return { content: latex.slice(i + 1, i + 1 + close), end: i + close + 2 };
}

const LETTER = /[A-Za-z]/;
// TeX's ^^ notation: ^^5c is a backslash, ^^^^005c too (MathLive's tokenizer decodes both).
const CHARACTER_CODE = /^\^\^[\^0-9a-fA-F]/;

/**
 * The first thing in `latex` outside the allow-list (issue 6 "Formulas"), or null when every
 * command, environment and colour is allowed. Linear in the length of `latex`.
 *
 * Scans like MathLive's tokenizer: `\` + letters (and a trailing `*`) is a command, `\` + one other
 * character is a control symbol (`\,` `\{` `\\`, all harmless), `^^xx` is a character code (refused:
 * it can spell a backslash). Every command is checked, in math and in `\text{…}` alike.
 */
export function findDisallowedLatex(latex: string): LatexRefusal | null {
  let i = 0;
  while (i < latex.length) {
    const char = latex[i];
    if (char === '^' && latex[i + 1] === '^') {
      if (CHARACTER_CODE.test(latex.slice(i, i + 3))) return { command: latex.slice(i, i + 4) };
      i += 2;
      continue;
    }
    if (char !== '\\') {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < latex.length && LETTER.test(latex[end] as string)) end++;
    if (end === i + 1) {
      i += 2; // control symbol
      continue;
    }
    const name = latex.slice(i + 1, end);
    if (latex[end] === '*') end++;
    if (!LATEX_ALLOWED_COMMANDS.has(name)) return { command: `\\${name}` };
    if (name === 'begin' || name === 'end') {
      const group = readGroup(latex, end);
      if (!group || !LATEX_ALLOWED_ENVIRONMENTS.has(group.content.trim()))
        return { command: `\\${name}{${group?.content ?? ''}}` };
      end = group.end;
    } else if ((LATEX_COLOR_COMMANDS as readonly string[]).includes(name)) {
      const group = readGroup(latex, end);
      if (!group || !LATEX_COLOR_VALUE.test(group.content))
        return { command: `\\${name}{${group?.content ?? ''}}` };
      end = group.end;
    }
    i = end;
  }
  return null;
}

/** True when every command of `latex` is on the allow-list (see findDisallowedLatex). */
export function isAllowedLatex(latex: string): boolean {
  return findDisallowedLatex(latex) === null;
}
