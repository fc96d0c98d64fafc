/**
 * Keyboard play (issue 10: "works with a keyboard alone (1–5, O/X, Enter)"): what a key press means
 * for the question on screen. Pure, so it is tested without a browser.
 */
export type KeyAction =
  | { kind: 'choice'; index: number }
  | { kind: 'ox'; value: 'o' | 'x' }
  | { kind: 'enter' }
  | null;

export function keyAction(
  key: string,
  questionType: 'multiple' | 'ox' | 'subjective' | null,
  choiceCount: number,
): KeyAction {
  if (key === 'Enter') return { kind: 'enter' };
  if (questionType === 'multiple' && /^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return index < choiceCount ? { kind: 'choice', index } : null;
  }
  if (questionType === 'ox') {
    const lower = key.toLowerCase();
    if (lower === 'o' || key === '1') return { kind: 'ox', value: 'o' };
    if (lower === 'x' || key === '2') return { kind: 'ox', value: 'x' };
  }
  return null;
}
