import { Typography } from '@mantine/core';
import { RichTextContent } from '../features/rich-text';
import classes from './rich-text-view.module.css';

interface RichTextViewProps {
  /** Sanitized HTML (`questionRichText`, a choice's `richText`). */
  html: string;
  /** Plain text shown when `html` is empty (older data, or text-only input). */
  fallbackText?: string;
  /** Inline rendering for short content (choices): no block margins. */
  inline?: boolean;
  className?: string;
}

/**
 * The one place the app renders stored rich text. The server sanitizes every rich-text field to an
 * allow-list before storing it (api.md "Server-side rules"; issue 2 "Bad input"), so the HTML is
 * trusted here; anything not from the server must not be passed in. Formulas are rendered by
 * RichTextContent, which loads MathLive only when the HTML holds one (issue 3). The builder's preview reuses it.
 */
export function RichTextView({ html, fallbackText = '', inline = false, className }: RichTextViewProps) {
  const rootClass = [classes.root, inline ? classes.inline : '', className ?? ''].filter(Boolean).join(' ');
  if (!html.trim()) {
    return <div className={rootClass}>{fallbackText}</div>;
  }
  return (
    <Typography className={rootClass}>
      <RichTextContent html={html} />
    </Typography>
  );
}
