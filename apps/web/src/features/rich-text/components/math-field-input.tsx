import { MathfieldElement } from 'mathlive';
import 'mathlive/fonts.css';
import './math-keyboard.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { HTML_COMMANDS_OFF } from '../lib/mathlive-safety';
import classes from './math-field-input.module.css';

// Fonts come from mathlive/fonts.css (bundled by Vite), so MathLive must not fetch its own copy.
// Typing sounds are off: they would need a copied sounds folder and are noise in a classroom.
MathfieldElement.fontsDirectory = null;
MathfieldElement.soundsDirectory = null;

export interface MathFieldInputProps {
  initialLatex: string;
  onChange: (latex: string) => void;
  /** Enter in the field: submit the dialog (when the caller allows it). */
  onSubmitKey: () => void;
  isKeyboardVisible: boolean;
  ariaLabel: string;
}

/**
 * MathLive's `<math-field>` (issue 3 "Formulas": the math field and its on-screen keyboard). The
 * only module that imports the MathLive editor, loaded lazily by the equation dialog. Uncontrolled:
 * `initialLatex` is read on mount; edits are reported through `onChange`.
 */
export default function MathFieldInput({
  initialLatex,
  onChange,
  onSubmitKey,
  isKeyboardVisible,
  ariaLabel,
}: MathFieldInputProps) {
  const ref = useRef<MathfieldElement>(null);
  const callbacks = useRef({ onChange, onSubmitKey });
  callbacks.current = { onChange, onSubmitKey };

  // A layout effect: the field is wired (its value, listeners, options) before the browser paints it.
  // As a passive effect this ran after the paint, and what a quick teacher (or a busy tablet) typed in
  // between was neither reported nor kept: setting the initial value wiped it, and Insert stayed off.
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    // The dialog's toggle decides when the keyboard shows, not MathLive's focus heuristics.
    field.mathVirtualKeyboardPolicy = 'manual';
    // The editor renders what is typed or reopened with MathLive too: no HTML commands there either.
    field.macros = { ...field.macros, ...HTML_COMMANDS_OFF };
    field.value = initialLatex;
    const onInput = () => callbacks.current.onChange(field.value);
    // MathLive fires `change` on Enter (and on blur); only Enter submits.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.isComposing) callbacks.current.onSubmitKey();
    };
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    // After the Modal's own focus trap has settled.
    const timer = window.setTimeout(() => field.focus(), 0);
    return () => {
      window.clearTimeout(timer);
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
    };
  }, [initialLatex]);

  useEffect(() => {
    if (isKeyboardVisible) {
      ref.current?.focus();
      window.mathVirtualKeyboard.show();
    } else {
      window.mathVirtualKeyboard.hide();
    }
  }, [isKeyboardVisible]);

  // Never leave the keyboard up after the dialog closes.
  useEffect(() => () => window.mathVirtualKeyboard.hide(), []);

  return <math-field ref={ref} aria-label={ariaLabel} className={classes.field} data-testid="math-field" />;
}
