import { RichTextEditor } from '@mantine/tiptap';
import { IconMathFunction } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRovingToolbar } from '../hooks/use-roving-toolbar';
import { HighlightControls } from './highlight-controls';

interface RichTextToolbarProps {
  /** Choices (compact) get no blockquote, link or undo buttons: one line, little room. */
  isCompact: boolean;
  onInsertFormula: () => void;
}

/**
 * The toolbar of issue 3 "Rich text": bold, italic, underline, blockquote, the five highlight
 * colours, link, formula, undo/redo. Only marks and nodes in the domain allow-list have buttons.
 * Memoised: the field re-renders on every keystroke (new `value`); the ~15 controls need not, they
 * subscribe to the editor state they show.
 *
 * One tab stop with arrow keys (the WAI-ARIA toolbar pattern, issue 24 item 5): Shift+Tab from a
 * choice passes its toolbar in one step, not ~10 (issue 19 item 13).
 */
export const RichTextToolbar = memo(function RichTextToolbar({
  isCompact,
  onInsertFormula,
}: RichTextToolbarProps) {
  const { t } = useTranslation('rich-text');
  const roving = useRovingToolbar<HTMLDivElement>();
  return (
    <RichTextEditor.Toolbar
      ref={roving.ref}
      role="toolbar"
      aria-label={t('toolbar.label')}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        {!isCompact && <RichTextEditor.Blockquote />}
      </RichTextEditor.ControlsGroup>
      <HighlightControls />
      <RichTextEditor.ControlsGroup>
        {!isCompact && <RichTextEditor.Link />}
        {!isCompact && <RichTextEditor.Unlink />}
        <RichTextEditor.Control
          aria-label={t('toolbar.formula')}
          title={t('toolbar.formula')}
          data-testid="insert-formula"
          onClick={onInsertFormula}
        >
          <IconMathFunction size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </RichTextEditor.ControlsGroup>
      {!isCompact && (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      )}
    </RichTextEditor.Toolbar>
  );
});
