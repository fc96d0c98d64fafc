import type { MathfieldElement } from 'mathlive';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * `<math-field>` in JSX (issue 3 "Formulas"; stack.md: "React 19 needs a JSX typing for
 * <math-field>"). React 19 passes unknown props on custom elements as properties when the element
 * has them, so only the standard HTML attributes are typed here; the field is driven through its ref.
 */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'math-field': DetailedHTMLProps<HTMLAttributes<MathfieldElement>, MathfieldElement>;
    }
  }
}
