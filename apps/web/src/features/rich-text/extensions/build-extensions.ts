import { Link } from '@mantine/tiptap';
import { isAllowedLinkHref, linkHrefWithScheme } from '@quizset/domain';
import Highlight from '@tiptap/extension-highlight';
import { Placeholder } from '@tiptap/extensions';
import type { AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldKeys, type FieldKeysOptions } from './field-keys';
import { MathNode, type MathNodeOptions } from './math-node';

/**
 * The only extensions whose Markdown input rules stay on (issue 19 item 4: "text typed is text
 * saved"): the marks the toolbar offers (`**bold**`, `*italic*`, `==highlight==`). The node rules
 * (`- `/`* ` lists, `1. ` numbered lists, `> ` blockquote, `# ` headings, code) and strike's `~~`
 * would turn "- 3 + 5 의 값은?" into a list and drop the minus sign, changing the question and its
 * answer. Blockquote stays available from the toolbar button; pasted lists stay lists.
 * Passed to TipTap's `enableInputRules`.
 */
export const INPUT_RULE_EXTENSIONS: readonly string[] = ['bold', 'italic', 'highlight'];

/**
 * Mantine's link (its link control calls `setLink` with what the teacher typed) that gives an address
 * typed without a scheme the one meant (`naver.com` → `https://naver.com`, domain linkHrefWithScheme):
 * the allow-list takes absolute links only, and refused `naver.com` without a word.
 */
const LinkWithScheme = Link.extend({
  addCommands() {
    const commands = this.parent?.() ?? {};
    return {
      ...commands,
      setLink: (attributes) =>
        commands.setLink?.({ ...attributes, href: linkHrefWithScheme(attributes.href) }) ?? (() => false),
      toggleLink: (attributes) =>
        commands.toggleLink?.(attributes && { ...attributes, href: linkHrefWithScheme(attributes.href) }) ??
        (() => false),
    };
  },
});

export interface BuildExtensionsOptions extends FieldKeysOptions {
  onEditMath: MathNodeOptions['onEdit'];
  isCompact: boolean;
  /** Read on every render of the decoration, so a language switch shows at once. */
  getPlaceholder: () => string;
}

/**
 * The editor schema: exactly the marks and nodes of the domain allow-list (rich-text.ts), so
 * nothing the editor produces is stripped on save (issue 3 "Rich text"). StarterKit's heading,
 * code, code block and horizontal rule would produce tags outside the list; its Link is replaced
 * by Mantine's (same extension, wired to the link control). Compact fields (choices) are one line:
 * no blockquote and no lists.
 */
export function buildExtensions({
  onEditMath,
  isCompact,
  getPlaceholder,
  ...keys
}: BuildExtensionsOptions): AnyExtension[] {
  return [
    StarterKit.configure({
      link: false,
      heading: false,
      codeBlock: false,
      code: false,
      horizontalRule: false,
      ...(isCompact ? { blockquote: false, bulletList: false, orderedList: false, listItem: false } : {}),
    }),
    Highlight.configure({ multicolor: true }),
    LinkWithScheme.configure({
      openOnClick: false,
      // Addresses linked as they are typed or pasted get https, not linkify's default http.
      defaultProtocol: 'https',
      // The allow-list keeps http/https/mailto only; refuse others at the source.
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLinkHref(url),
    }),
    MathNode.configure({ onEdit: onEditMath }),
    Placeholder.configure({ placeholder: getPlaceholder }),
    FieldKeys.configure(keys),
  ];
}
