import { escapeHtml } from '@quizset/domain';
import type { DraftImage, DraftQuestion, ParsedFile } from '../draft-question';
import { notImported, oxFromTrueFalseChoices } from '../draft-question';
import { takeImages } from '../html-images';
import { attrOf, childOf, childrenOf, descendantsOf, norm, textOf, type XmlElement } from '../xml';

const NOT_MAPPED: Record<string, string> = {
  matching_question: 'matching',
  numerical_question: 'numerical',
  calculated_question: 'numerical',
  essay_question: 'essay',
  fill_in_multiple_blanks_question: 'cloze',
  multiple_dropdowns_question: 'cloze',
  file_upload_question: 'file upload',
  text_only_question: 'description',
};

/** A `<material>`'s HTML: `mattext` of type text/html as written, plain text escaped. */
function materialHtml(holder: XmlElement | undefined): string {
  if (!holder) return '';
  return descendantsOf(holder, 'mattext')
    .map((text) => (attrOf(text, 'texttype') === 'text/html' ? textOf(text) : escapeHtml(textOf(text))))
    .join(' ');
}

function metadataOf(item: XmlElement): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of descendantsOf(item, 'qtimetadatafield'))
    fields.set(textOf(childOf(field, 'fieldlabel')).trim(), textOf(childOf(field, 'fieldentry')).trim());
  return fields;
}

/** The values a positively scored response condition requires (`varequal`, not under `not`). */
function correctValues(item: XmlElement): string[] {
  const values: string[] = [];
  for (const condition of descendantsOf(item, 'respcondition')) {
    const score = childrenOf(condition, 'setvar').map((setvar) => Number(textOf(setvar)));
    if (!score.some((value) => value > 0)) continue;
    const visit = (node: XmlElement) => {
      for (const child of childrenOf(node)) {
        if (norm(child.name) === 'not') continue;
        if (norm(child.name) === 'varequal') values.push(textOf(child).trim());
        else visit(child);
      }
    };
    const conditionvar = childOf(condition, 'conditionvar');
    if (conditionvar) visit(conditionvar);
  }
  return values;
}

/**
 * IMS QTI 1.2 as Canvas exports it (issue 21 "Canvas QTI 1.2"): `questestinterop` items with the
 * `question_type` metadata — multiple_choice / true_false / multiple_answers → multiple or OX,
 * short_answer → subjective (every correct `varequal`); general feedback → hint. Items without the
 * metadata are read by their response kind (response_lid: choice, response_str: short answer).
 * `resolve` finds `$IMS-CC-FILEBASE$` images in a package.
 */
export function parseQti12(root: XmlElement, resolve: (src: string) => DraftImage | null): ParsedFile {
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  for (const item of descendantsOf(root, 'item')) {
    const presentation = childOf(item, 'presentation');
    const stem = takeImages(materialHtml(childOf(presentation, 'material') ?? presentation), resolve);
    const plain = stem.html.replace(/<[^>]*>/g, ' ');
    const type =
      metadataOf(item).get('question_type') ??
      (presentation && descendantsOf(presentation, 'response_lid').length > 0
        ? 'multiple_choice_question'
        : presentation && descendantsOf(presentation, 'response_str').length > 0
          ? 'short_answer_question'
          : 'unknown');
    const feedback = descendantsOf(item, 'itemfeedback').find((node) =>
      /general/i.test(attrOf(node, 'ident') ?? ''),
    );
    const hint = feedback ? textOf(feedback).trim() || null : null;
    const correct = correctValues(item);
    if (
      type === 'multiple_choice_question' ||
      type === 'true_false_question' ||
      type === 'multiple_answers_question'
    ) {
      const choices = descendantsOf(presentation ?? item, 'response_label').map((label) => {
        const rich = takeImages(materialHtml(label), resolve);
        return {
          html: rich.html,
          image: rich.image,
          text: textOf(label).trim(),
          isAnswer: correct.includes(attrOf(label, 'ident') ?? ''),
        };
      });
      const ox = oxFromTrueFalseChoices(choices);
      questions.push(
        ox
          ? { type: 'ox', html: stem.html, image: stem.image, hint, answer: ox }
          : {
              type: 'multiple',
              html: stem.html,
              image: stem.image,
              hint,
              choices: choices.map(({ html, image, isAnswer }) => ({ html, image, isAnswer })),
            },
      );
    } else if (type === 'short_answer_question') {
      questions.push({ type: 'subjective', html: stem.html, image: stem.image, hint, answers: correct });
    } else {
      const name = NOT_MAPPED[type] ?? type;
      skipped.push(notImported(name, plain, 'notSupported', { kind: name }));
    }
  }
  return { format: 'qti12', questions, notImported: skipped };
}
