import { childrenOf, norm, textOf, type XmlElement } from './xml';

const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '±': '\\pm ',
  '·': '\\cdot ',
  '⋅': '\\cdot ',
  '−': '-',
  '→': '\\to ',
  '∞': '\\infty ',
  '≈': '\\approx ',
  '∑': '\\sum ',
  '∫': '\\int ',
  '√': '\\sqrt ',
  π: '\\pi ',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  δ: '\\delta ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  σ: '\\sigma ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  '°': '^{\\circ}',
  '∈': '\\in ',
  '∪': '\\cup ',
  '∩': '\\cap ',
};

const symbols = (text: string) =>
  [...text.trim()].map((char) => SYMBOLS[char] ?? (/[{}%#&_$^\\]/.test(char) ? `\\${char}` : char)).join('');

const group = (latex: string) => `{${latex}}`;

function convert(element: XmlElement): string {
  const kids = childrenOf(element);
  const all = () => kids.map(convert).join('');
  const arg = (at: number) => group(kids[at] ? convert(kids[at]) : '');
  switch (norm(element.name)) {
    case 'mi':
    case 'mn':
    case 'mo':
      return symbols(textOf(element));
    case 'mtext':
      return `\\text{${textOf(element).replace(/[{}\\]/g, '')}}`;
    case 'mfrac':
      return `\\frac${arg(0)}${arg(1)}`;
    case 'msup':
      return `${arg(0)}^${arg(1)}`;
    case 'msub':
      return `${arg(0)}_${arg(1)}`;
    case 'msubsup':
      return `${arg(0)}_${arg(1)}^${arg(2)}`;
    case 'msqrt':
      return `\\sqrt{${all()}}`;
    case 'mroot':
      return `\\sqrt[${kids[1] ? convert(kids[1]) : ''}]${arg(0)}`;
    case 'mfenced':
      return `\\left(${kids.map(convert).join(',')}\\right)`;
    case 'mover':
      return `\\overset${arg(1)}${arg(0)}`;
    case 'munder':
      return `\\underset${arg(1)}${arg(0)}`;
    case 'munderover':
      return `${arg(0)}_${arg(1)}^${arg(2)}`;
    case 'mspace':
      return '\\ ';
    case 'annotation':
    case 'annotationxml':
      return '';
    default:
      return all();
  }
}

/**
 * MathML → LaTeX for a math node (issue 21: "MathML in QTI becomes math nodes"): a TeX annotation
 * (`<annotation encoding="application/x-tex">`, what our own export writes) is taken as is;
 * otherwise the presentation elements most formulas use (mi, mn, mo, mtext, mrow, mfrac, msup, msub,
 * msubsup, msqrt, mroot, mfenced, mover, munder) are translated. The result still passes the LaTeX
 * allow-list when sanitized.
 */
export function latexFromMathMl(math: XmlElement): string {
  const stack = [math];
  while (stack.length > 0) {
    const element = stack.pop() as XmlElement;
    if (norm(element.name) === 'annotation' && /tex/i.test(element.attrs.encoding ?? ''))
      return textOf(element).trim();
    stack.push(...childrenOf(element));
  }
  return convert(math).replace(/\s+/g, ' ').trim();
}
