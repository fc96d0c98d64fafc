import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's editor labels (aria-labels and tooltips of its built-in controls) in the app language. */
export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t, i18n } = useTranslation('rich-text');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language.
  return useMemo(
    () => ({
      boldControlLabel: t('toolbar.bold'),
      italicControlLabel: t('toolbar.italic'),
      underlineControlLabel: t('toolbar.underline'),
      strikeControlLabel: t('toolbar.strike'),
      blockquoteControlLabel: t('toolbar.blockquote'),
      linkControlLabel: t('toolbar.link'),
      unlinkControlLabel: t('toolbar.unlink'),
      undoControlLabel: t('toolbar.undo'),
      redoControlLabel: t('toolbar.redo'),
      clearFormattingControlLabel: t('toolbar.clearFormatting'),
      linkEditorInputLabel: t('toolbar.linkInputLabel'),
      linkEditorInputPlaceholder: t('toolbar.linkInputPlaceholder'),
      linkEditorExternalLink: t('toolbar.linkExternal'),
      linkEditorInternalLink: t('toolbar.linkInternal'),
      linkEditorSave: t('toolbar.linkSave'),
    }),
    [t, i18n.language],
  );
}
