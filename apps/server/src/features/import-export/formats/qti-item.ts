import { mathNode } from '@quizset/domain';
import type { DraftImage, DraftQuestion, ParsedFile } from '../draft-question';
import { notImported, oxFromTrueFalseChoices } from '../draft-question';
import { takeImages } from '../html-images';
import { latexFromMathMl } from '../mathml';
import { attrOf, childOf, childrenOf, descendantsOf, htmlOf, norm, textOf, type XmlElement } from '../xml';

/** What the QTI interactions this product cannot hold are called in "not imported" (issue 21). */
const NOT_MAPPED: Record<string, string> = {
  extendedtextinteraction: 'essay',
  orderinteraction: 'ordering',
  graphicorderinteraction: 'ordering',
  matchinteraction: 'matching',
  associateinteraction: 'matching',
  gapmatchinteraction: 'matching',
  graphicgapmatchinteraction: 'matching',
  graphicassociateinteraction: 'matching',
  inlinechoiceinteraction: 'cloze',
  hotspotinteraction: 'hotspot',
  hottextinteraction: 'hotspot',
  selectpointinteraction: 'hotspot',
  positionobjectinteraction: 'hotspot',
  sliderinteraction: 'numerical',
  uploadinteraction: 'file upload',
  drawinginteraction: 'drawing',
  mediainteraction: 'media',
  custominteraction: 'custom',
  endattemptinteraction: 'end attempt',
  portablecustominteraction: 'custom',
};

const DROPPED = new Set([
  'feedbackinline',
  'feedbackblock',
  'modalfeedback',
  'rubricblock',
  'templateblock',
  'templateinline',
  'stylesheet',
]);

const isInteraction = (element: XmlElement) => norm(element.name).endsWith('interaction');

/** Body HTML: formulas as math nodes, feedback and rubrics left out, interactions given by `interaction`. */
function bodyHtml(element: XmlElement, interaction: (element: XmlElement) => string): string {
  return htmlOf(element, (node) => {
    const name = norm(node.name);
    if (name === 'math') return mathNode(latexFromMathMl(node));
    if (DROPPED.has(name)) return '';
    if (name === 'prompt') return bodyHtml(node, interaction);
    if (isInteraction(node)) return interaction(node);
    return undefined;
  });
}

/** The values a response declares correct: `correctResponse`, else the mapping's positive keys. */
function correctValues(root: XmlElement, identifier: string | undefined): string[] {
  const declaration = childrenOf(root, 'responseDeclaration').find(
    (node) => attrOf(node, 'identifier') === identifier,
  );
  const correct = childrenOf(
    childOf(declaration, 'correctResponse') ?? { name: '', attrs: {}, children: [] },
    'value',
  );
  const mapped = descendantsOf(declaration ?? { name: '', attrs: {}, children: [] }, 'mapEntry')
    .filter((entry) => Number(attrOf(entry, 'mappedValue') ?? '0') > 0)
    .map((entry) => attrOf(entry, 'mapKey') ?? '');
  return [...correct.map((value) => textOf(value).trim()), ...mapped];
}

/** The feedback shown for a right answer, or the first one: the card's text hint. */
function feedbackOf(root: XmlElement): string | null {
  const feedback = descendantsOf(root, 'modalFeedback');
  const shown = feedback.find((node) => attrOf(node, 'showHide') !== 'hide') ?? feedback[0];
  return shown ? textOf(shown).replace(/\s+/g, ' ').trim() || null : null;
}

/**
 * One QTI 2.1 or 3.0 assessment item (issue 21; 3.0's `qti-kebab-case` names are read as 2.1's
 * camelCase): one choice interaction → multiple (True/False pairs → OX), one text entry → subjective
 * with every correct or positively mapped value; the body around the interaction, its prompt and
 * MathML become the question, the first modal feedback the hint. `resolve` finds an `<img>` source
 * in the package (null for a single file or an outside URL). Any other interaction, or several in
 * one item, is listed as not imported.
 */
export function parseQtiItem(
  root: XmlElement,
  resolve: (src: string) => DraftImage | null,
): Pick<ParsedFile, 'questions' | 'notImported'> {
  const body = childOf(root, 'itemBody');
  const title = attrOf(root, 'title') ?? attrOf(root, 'identifier') ?? '';
  const list = body ? collectInteractions(body) : [];
  const plainText = body ? textOf(body).replace(/\s+/g, ' ').trim() || title : title;
  if (list.length !== 1) {
    const reason = list.length === 0 ? 'noInteraction' : 'severalInteractions';
    const kinds = [...new Set(list.map((node) => NOT_MAPPED[norm(node.name)] ?? node.name))].join(', ');
    return { questions: [], notImported: [notImported(kinds || 'item', plainText, reason)] };
  }
  const interaction = list[0] as XmlElement;
  const kind = norm(interaction.name);
  const hint = feedbackOf(root);
  if (kind === 'choiceinteraction') {
    const correct = correctValues(root, attrOf(interaction, 'responseIdentifier'));
    const stem = takeImages(
      bodyHtml(body as XmlElement, (node) => (node === interaction ? promptHtml(node) : '')),
      resolve,
    );
    const choices = childrenOf(interaction, 'simpleChoice').map((choice) => {
      const rich = takeImages(
        bodyHtml(choice, () => ''),
        resolve,
      );
      return {
        html: rich.html,
        image: rich.image,
        isAnswer: correct.includes(attrOf(choice, 'identifier') ?? ''),
        text: textOf({
          ...choice,
          children: choice.children.filter((node) => !('name' in node) || !DROPPED.has(norm(node.name))),
        }),
      };
    });
    const ox = choices.every((choice) => !choice.image) ? oxFromTrueFalseChoices(choices) : null;
    const question: DraftQuestion = ox
      ? { type: 'ox', html: stem.html, image: stem.image, hint, answer: ox }
      : {
          type: 'multiple',
          html: stem.html,
          image: stem.image,
          hint,
          choices: choices.map(({ html, image, isAnswer }) => ({ html, image, isAnswer })),
        };
    return { questions: [question], notImported: [] };
  }
  if (kind === 'textentryinteraction') {
    // A blank alone in its paragraph (how our export writes it) leaves no empty paragraph behind.
    const html = bodyHtml(body as XmlElement, () => '____').replace(/<p>\s*____\s*<\/p>/g, '');
    const stem = takeImages(html, resolve);
    const answers = correctValues(root, attrOf(interaction, 'responseIdentifier'));
    return {
      questions: [{ type: 'subjective', html: stem.html, image: stem.image, hint, answers }],
      notImported: [],
    };
  }
  const name = NOT_MAPPED[kind] ?? interaction.name;
  return {
    questions: [],
    notImported: [notImported(name, plainText, 'notSupported', { kind: name })],
  };
}

/** A choice interaction's prompt as HTML ('' without one). */
function promptHtml(interaction: XmlElement): string {
  const prompt = childOf(interaction, 'prompt');
  return prompt ? bodyHtml(prompt, () => '') : '';
}

function collectInteractions(body: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childrenOf(node)) {
      if (isInteraction(child)) found.push(child);
      else visit(child);
    }
  };
  visit(body);
  return found;
}
