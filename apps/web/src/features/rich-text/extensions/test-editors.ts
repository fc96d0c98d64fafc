import { Editor } from '@tiptap/react';
import { afterEach } from 'vitest';
import { type BuildExtensionsOptions, buildExtensions } from './build-extensions';

/**
 * For the extensions' tests: headless editors on the app's schema (buildExtensions), by default a
 * full field with no-op keys and no formula dialog (`options` overrides; a compact one is single
 * line unless said otherwise), destroyed after each test of the file that calls `editorsForTests`
 * (once, at its top).
 */
export function editorsForTests(): (content: string, options?: Partial<BuildExtensionsOptions>) => Editor {
  const editors: Editor[] = [];
  afterEach(() => {
    for (const editor of editors.splice(0)) editor.destroy();
  });
  return (content, options = {}) => {
    const isCompact = options.isCompact ?? false;
    const editor = new Editor({
      extensions: buildExtensions({
        singleLine: isCompact,
        onEnter: () => false,
        onBackspaceEmpty: () => false,
        onEditMath: null,
        getPlaceholder: () => '',
        ...options,
        isCompact,
      }),
      content,
    });
    editors.push(editor);
    return editor;
  };
}
