import { MATH_LATEX_ATTRIBUTE, MATH_NODE_TYPE } from '@quizset/domain';
import { NodeSelection } from '@tiptap/pm/state';
import { mergeAttributes, Node } from '@tiptap/react';
import { renderFormulaInto } from '../lib/render-formula';

/** What the node view reports when a formula is clicked: its LaTeX and document position. */
export interface MathNodeEditRequest {
  latex: string;
  pos: number;
}

export interface MathNodeOptions {
  /** Called when the teacher clicks a formula in an editable editor (opens the equation dialog). */
  onEdit: ((request: MathNodeEditRequest) => void) | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: {
      /** Insert a formula at the selection (replacing it). */
      insertMath: (latex: string) => ReturnType;
      /** Replace the LaTeX of the formula at `pos`. */
      updateMath: (pos: number, latex: string) => ReturnType;
    };
  }
}

/**
 * The inline formula node (issue 3 "Formulas"): an atom stored as
 * `<span data-type="math" data-latex="…"></span>` — the domain allow-list keeps exactly that
 * (rich-text.ts `MATH_NODE_TYPE`, `MATH_LATEX_ATTRIBUTE`), so the LaTeX survives sanitizing and
 * round trips; the rendering is never stored, it is rebuilt from the LaTeX on view.
 */
export const MathNode = Node.create<MathNodeOptions>({
  name: MATH_NODE_TYPE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,
  // Above FieldKeys (1000): Enter on a selected formula edits it rather than adding a choice.
  priority: 1001,

  addOptions() {
    return { onEdit: null };
  },

  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute(MATH_LATEX_ATTRIBUTE) ?? '',
        renderHTML: (attributes) => ({ [MATH_LATEX_ATTRIBUTE]: String(attributes.latex ?? '') }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[data-type="${MATH_NODE_TYPE}"]` }];
  },

  // No content hole: the stored span is empty whatever the node view shows.
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': MATH_NODE_TYPE }, HTMLAttributes)];
  },

  // A formula reads as its LaTeX in plain text (matching the domain's plainTextFromHtml).
  renderText({ node }) {
    return String(node.attrs.latex ?? '');
  },

  addCommands() {
    return {
      insertMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex } }),
      updateMath:
        (pos, latex) =>
        ({ tr, dispatch }) => {
          const node = tr.doc.nodeAt(pos);
          if (node?.type.name !== this.name) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, latex });
          return true;
        },
    };
  },

  // Keyboard path to the dialog: select the formula (arrow keys) and press Enter.
  addKeyboardShortcuts() {
    return {
      Enter: () => {
        const { selection } = this.editor.state;
        const node = selection instanceof NodeSelection ? selection.node : null;
        if (node?.type.name !== this.name || !this.options.onEdit) return false;
        this.options.onEdit({ latex: String(node.attrs.latex ?? ''), pos: selection.from });
        return true;
      },
    };
  },

  // A plain DOM node view (not a React one): 20 cards × several formulas must not add React roots
  // to every keystroke (issue 3 "Performance").
  addNodeView() {
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('span');
      dom.setAttribute('data-type', MATH_NODE_TYPE);
      dom.contentEditable = 'false';
      dom.setAttribute('role', 'button');
      let latex = String(node.attrs.latex ?? '');
      void renderFormulaInto(dom, latex);
      dom.addEventListener('click', () => {
        const pos = typeof getPos === 'function' ? getPos() : undefined;
        if (editor.isEditable && pos !== undefined) this.options.onEdit?.({ latex, pos });
      });
      return {
        dom,
        update: (updated) => {
          if (updated.type.name !== MATH_NODE_TYPE) return false;
          const next = String(updated.attrs.latex ?? '');
          if (next !== latex) {
            latex = next;
            void renderFormulaInto(dom, latex);
          }
          return true;
        },
        // MathLive's markup changes inside the span are ours, not document edits.
        ignoreMutation: () => true,
      };
    };
  },
});
