import { escapeHtml, formulasToDelimiters, type QuizSaved } from '@quizset/domain';
import type { DraftImage, DraftQuestion, ParsedFile } from '../draft-question';
import { notImported } from '../draft-question';
import { takeImages } from '../html-images';
import { attrOf, childOf, childrenOf, textOf, type XmlElement } from '../xml';

const NOT_MAPPED: Record<string, string> = {
  matching: 'matching',
  ddmatch: 'matching',
  ordering: 'ordering',
  numerical: 'numerical',
  calculated: 'numerical',
  calculatedsimple: 'numerical',
  calculatedmulti: 'numerical',
  essay: 'essay',
  cloze: 'cloze',
  multianswer: 'cloze',
  ddwtos: 'cloze',
  gapselect: 'cloze',
  ddimageortext: 'hotspot',
  ddmarker: 'hotspot',
  randomsamatch: 'matching',
};

/** A Moodle `<text>` (with its `format`) as HTML: html/moodle_auto_format as written, others escaped. */
function htmlOfText(holder: XmlElement | undefined): string {
  const text = textOf(childOf(holder, 'text'));
  const format = attrOf(holder, 'format') ?? 'html';
  return format === 'html' || format === 'moodle_auto_format' ? text : escapeHtml(text);
}

/** Files embedded next to a text (`<file name encoding="base64">`) by name, for `@@PLUGINFILE@@/name`. */
function filesOf(holder: XmlElement | undefined): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of holder ? childrenOf(holder, 'file') : [])
    files.set(attrOf(file, 'name') ?? '', Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64'));
  return files;
}

function resolver(files: Map<string, Buffer>) {
  return (src: string): DraftImage | null => {
    const name = decodeURIComponent(src.replace(/^@@PLUGINFILE@@\//, ''));
    const data = files.get(name);
    return data ? { data, name } : null;
  };
}

/** The HTML of a text holder with its image taken out and resolved against its embedded files. */
function richOf(holder: XmlElement | undefined) {
  return takeImages(htmlOfText(holder), resolver(filesOf(holder)));
}

/**
 * Moodle XML (issue 21) through fast-xml-parser with entity expansion off: multichoice (single or
 * several answers: fraction > 0 is correct) → multiple, truefalse → OX, shortanswer → subjective
 * (every answer with a fraction > 0; the `*` wildcard is not an answer), general feedback or the
 * first hint → text hint. Images: `@@PLUGINFILE@@` files (base64) and Moodle 1.9's
 * `<image_base64>`. Categories are skipped; every other type is listed as not imported.
 */
export function parseMoodleXml(root: XmlElement): ParsedFile {
  const questions: DraftQuestion[] = [];
  const skipped: ParsedFile['notImported'] = [];
  for (const question of childrenOf(root, 'question')) {
    const type = attrOf(question, 'type') ?? '';
    if (type === 'category') continue;
    const stem = richOf(childOf(question, 'questiontext'));
    const plain = stem.html.replace(/<[^>]*>/g, ' ');
    const legacy = textOf(childOf(question, 'image_base64')).replace(/\s+/g, '');
    const image: DraftImage | null =
      stem.image ??
      (legacy ? { data: Buffer.from(legacy, 'base64'), name: textOf(childOf(question, 'image')) } : null);
    const hint =
      textOf(childOf(childOf(question, 'generalfeedback'), 'text')) ||
      textOf(childOf(childOf(question, 'hint'), 'text')) ||
      null;
    const answers = childrenOf(question, 'answer').map((answer) => ({
      holder: answer,
      correct: Number(attrOf(answer, 'fraction') ?? '0') > 0,
    }));
    if (type === 'multichoice') {
      questions.push({
        type: 'multiple',
        html: stem.html,
        image,
        hint,
        choices: answers.map((answer) => {
          const choice = richOf(answer.holder);
          return { html: choice.html, image: choice.image, isAnswer: answer.correct };
        }),
      });
    } else if (type === 'truefalse') {
      const right = answers.find((answer) => answer.correct);
      const word = textOf(childOf(right?.holder, 'text')).trim().toLowerCase();
      if (word !== 'true' && word !== 'false')
        skipped.push(notImported('truefalse', plain, 'noCorrectAnswer'));
      else questions.push({ type: 'ox', html: stem.html, image, hint, answer: word === 'true' ? 'o' : 'x' });
    } else if (type === 'shortanswer') {
      questions.push({
        type: 'subjective',
        html: stem.html,
        image,
        hint,
        answers: answers
          .filter((answer) => answer.correct)
          .map((answer) => textOf(childOf(answer.holder, 'text')))
          .filter((answer) => answer.trim() !== '*'),
      });
    } else {
      const name = NOT_MAPPED[type] ?? type;
      skipped.push(notImported(name, plain, 'notSupported', { kind: name }));
    }
  }
  return { format: 'moodle-xml', questions, notImported: skipped };
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** An image of ours as a Moodle `@@PLUGINFILE@@` file: the `<img>` and the `<file>` element. */
export interface ExportImage {
  name: string;
  data: Buffer;
}

function textBlock(html: string, image: ExportImage | null | undefined, indent: string): string {
  const img = image ? `<p><img src="@@PLUGINFILE@@/${image.name}" alt="" /></p>` : '';
  const file = image
    ? `\n${indent}<file name="${image.name}" encoding="base64">${image.data.toString('base64')}</file>`
    : '';
  return `${indent}<text>${cdata(formulasToDelimiters(html) + img)}</text>${file}`;
}

/**
 * A quiz set as Moodle XML (issue 21 "Export"): multichoice (single or several answers, fractions
 * adding to 100), truefalse, shortanswer; rich text as HTML with formulas as `\(…\)` (Moodle's
 * MathJax filter), images as base64 `@@PLUGINFILE@@` files, the text hint as general feedback.
 * `images` maps an upload URL to its bytes.
 */
export function writeMoodleXml(
  title: string,
  quizList: QuizSaved[],
  images: Map<string, ExportImage>,
): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  out.push(
    '  <question type="category">',
    `    <category><text>${escapeHtml(`$course$/${title}`)}</text></category>`,
    '  </question>',
  );
  quizList.forEach((quiz, index) => {
    const type = quiz.type === 'multiple' ? 'multichoice' : quiz.type === 'ox' ? 'truefalse' : 'shortanswer';
    out.push(`  <question type="${type}">`);
    out.push(`    <name><text>${escapeHtml(`Q${index + 1} ${quiz.question}`.slice(0, 250))}</text></name>`);
    out.push('    <questiontext format="html">');
    out.push(
      textBlock(
        quiz.questionRichText,
        quiz.questionImageUrl ? images.get(quiz.questionImageUrl) : null,
        '      ',
      ),
    );
    out.push('    </questiontext>');
    const hint = quiz.hint?.type === 'text' ? quiz.hint.value : '';
    out.push(`    <generalfeedback format="plain_text"><text>${escapeHtml(hint)}</text></generalfeedback>`);
    if (quiz.type === 'multiple') {
      out.push(
        `    <single>${quiz.answerList.length === 1 ? 'true' : 'false'}</single>`,
        '    <shuffleanswers>0</shuffleanswers>',
      );
      const share = Number((100 / quiz.answerList.length).toFixed(5));
      quiz.choiceList.forEach((choice, at) => {
        const fraction = quiz.answerList.includes(at) ? share : quiz.answerList.length > 1 ? -100 : 0;
        out.push(`    <answer fraction="${fraction}" format="html">`);
        out.push(textBlock(choice.richText, choice.imageUrl ? images.get(choice.imageUrl) : null, '      '));
        out.push('    </answer>');
      });
    } else if (quiz.type === 'ox') {
      out.push(
        `    <answer fraction="${quiz.answer === 'o' ? 100 : 0}" format="moodle_auto_format"><text>true</text></answer>`,
      );
      out.push(
        `    <answer fraction="${quiz.answer === 'x' ? 100 : 0}" format="moodle_auto_format"><text>false</text></answer>`,
      );
    } else {
      out.push('    <usecase>0</usecase>');
      for (const answer of quiz.answerList)
        out.push(
          `    <answer fraction="100" format="moodle_auto_format"><text>${escapeHtml(answer)}</text></answer>`,
        );
    }
    out.push('  </question>');
  });
  out.push('</quiz>', '');
  return out.join('\n');
}
