import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { HIGHLIGHT_COLORS } from '@quizset/domain';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

/**
 * The five pastel highlight colours (issue 3 "highlight in five pastel colours"; domain
 * `HIGHLIGHT_COLORS`) as toolbar buttons, plus "remove highlight". Custom controls because Mantine's
 * colour picker would allow any colour, which the allow-list would then strip on save.
 */
export function HighlightControls() {
  const { t } = useTranslation('rich-text');
  const { editor } = useRichTextEditorContext();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && !current.isDestroyed
        ? HIGHLIGHT_COLORS.map((color) => current.isActive('highlight', { color: color.hex }))
        : HIGHLIGHT_COLORS.map(() => false),
  });

  return (
    <RichTextEditor.ControlsGroup>
      {HIGHLIGHT_COLORS.map((color, index) => (
        <RichTextEditor.Control
          key={color.name}
          active={active?.[index] ?? false}
          aria-label={t('toolbar.highlight', { color: t(`colors.${color.name}`) })}
          title={t('toolbar.highlight', { color: t(`colors.${color.name}`) })}
          data-testid={`highlight-${color.name}`}
          onClick={() => editor?.chain().focus().toggleHighlight({ color: color.hex }).run()}
        >
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              width: 14,
              height: 14,
              borderRadius: 3,
              background: color.hex,
              border: '1px solid rgba(0, 0, 0, 0.2)',
            }}
          />
        </RichTextEditor.Control>
      ))}
      <RichTextEditor.Control
        aria-label={t('toolbar.unsetHighlight')}
        title={t('toolbar.unsetHighlight')}
        data-testid="highlight-unset"
        onClick={() => editor?.chain().focus().unsetHighlight().run()}
      >
        <span aria-hidden="true" style={{ fontSize: 12, textDecoration: 'line-through' }}>
          A
        </span>
      </RichTextEditor.Control>
    </RichTextEditor.ControlsGroup>
  );
}
