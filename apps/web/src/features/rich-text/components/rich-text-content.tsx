import { useRef } from 'react';
import { useFormulaEnhancer } from '../hooks/use-formula-enhancer';

interface RichTextContentProps {
  /** Server-sanitized HTML (allow-listed; see components/rich-text-view.tsx for the trust rule). */
  html: string;
  className?: string;
}

/**
 * Stored rich text with its formulas rendered (issue 3 "view mode renders the stored HTML and
 * formulas exactly as a player will see them"). The shell's RichTextView can use it in place of
 * its inner `<div dangerouslySetInnerHTML>` (or call `useFormulaEnhancer` on its own ref).
 */
export function RichTextContent({ html, className }: RichTextContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFormulaEnhancer(ref, html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML (see props).
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
