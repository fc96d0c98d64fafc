import { decodeHtmlEntities, escapeHtml, type QuizSaved } from '@quizset/domain';
import JSZip from 'jszip';
import type { ExportImage } from './moodle-xml';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const ITEM_SCHEMA = `${QTI_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd`;
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP_SCHEMA = `${CP_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd`;
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct';
const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response';

/** A formula as MathML carrying its LaTeX (read back by mathml.ts), valid presentation MathML. */
function mathMl(latex: string): string {
  const text = escapeHtml(latex);
  return `<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mtext>${text}</mtext></mrow><annotation encoding="application/x-tex">${text}</annotation></semantics></math>`;
}

const TOKEN =
  /<span\b[^>]*\bdata-type="math"[^>]*>[\s\S]*?<\/span>|<(\/?)([a-zA-Z]+)([^>]*)>|&[a-zA-Z]+;|[^<&]+|[<&]/g;
const HREF = /\bhref="([^"]*)"/;
// The QTI 3 XHTML elements our rich text maps to; underline, strike and highlight become spans.
const RENAMED: Record<string, string> = { u: 'span', s: 'span', mark: 'span' };
const KEPT = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'span']);
const XML_ENTITIES = new Set(['&amp;', '&lt;', '&gt;', '&quot;', '&apos;']);

/**
 * Sanitized rich text (spec §3) → QTI 3 XHTML: `<br/>`, HTML-only named entities as characters,
 * formulas as MathML, attributes dropped but a link's href; block content wrapped in a `<div>`.
 */
export function xhtmlOf(html: string): string {
  let out = '';
  for (const match of html.matchAll(TOKEN)) {
    const token = match[0];
    if (token.startsWith('<span') && /data-type="math"/.test(token)) {
      const latex = decodeHtmlEntities(/data-latex="([^"]*)"/.exec(token)?.[1] ?? '');
      out += mathMl(latex);
    } else if (match[2]) {
      const name = (RENAMED[match[2].toLowerCase()] ?? match[2].toLowerCase()) as string;
      if (!KEPT.has(name)) continue;
      if (name === 'br') out += match[1] ? '' : '<br/>';
      else if (match[1]) out += `</${name}>`;
      else if (name === 'a') {
        const href = HREF.exec(match[3] ?? '')?.[1];
        out += href ? `<a href="${escapeHtml(decodeHtmlEntities(href))}">` : '<a>';
      } else out += `<${name}>`;
    } else if (token.startsWith('&'))
      out += XML_ENTITIES.has(token) ? token : escapeHtml(decodeHtmlEntities(token));
    else out += token === '<' ? '&lt;' : token === '&' ? '&amp;' : token;
  }
  return out;
}

const imageTag = (name: string | undefined) => (name ? `<img src="../images/${name}" alt=""/>` : '');

function itemXml(
  quiz: QuizSaved,
  index: number,
  imageName: (url: string | null) => string | undefined,
): string {
  const id = `q${index + 1}`;
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-item xmlns="${QTI_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${ITEM_SCHEMA}" identifier="${id}" title="${escapeHtml(quiz.question.slice(0, 100))}" adaptive="false" time-dependent="false">`;
  const stem = `<div>${xhtmlOf(quiz.questionRichText)}</div>`;
  const stemImage = quiz.questionImageUrl ? `<p>${imageTag(imageName(quiz.questionImageUrl))}</p>` : '';
  const feedback =
    quiz.hint?.type === 'text'
      ? `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="HINT" show-hide="show"><qti-content-body><p>${escapeHtml(quiz.hint.value)}</p></qti-content-body></qti-modal-feedback>`
      : '';
  const outcomes = `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>${
    feedback
      ? '<qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>'
      : ''
  }`;
  let declaration: string;
  let interaction: string;
  let processing = MATCH_CORRECT;
  if (quiz.type === 'subjective') {
    const entries = quiz.answerList
      .map((answer) => `<qti-map-entry map-key="${escapeHtml(answer)}" mapped-value="1"/>`)
      .join('');
    declaration = `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"><qti-correct-response><qti-value>${escapeHtml(quiz.answerList[0] ?? '')}</qti-value></qti-correct-response><qti-mapping default-value="0" upper-bound="1">${entries}</qti-mapping></qti-response-declaration>`;
    interaction = `<p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`;
    processing = MAP_RESPONSE;
  } else {
    const choices =
      quiz.type === 'ox'
        ? [
            { html: 'True', image: undefined, correct: quiz.answer === 'o' },
            { html: 'False', image: undefined, correct: quiz.answer === 'x' },
          ]
        : quiz.choiceList.map((choice, at) => ({
            html: xhtmlOf(choice.richText),
            image: imageName(choice.imageUrl),
            correct: quiz.answerList.includes(at),
          }));
    const many = choices.filter((choice) => choice.correct).length > 1;
    const values = choices
      .flatMap((choice, at) => (choice.correct ? [`<qti-value>C${at + 1}</qti-value>`] : []))
      .join('');
    declaration = `<qti-response-declaration identifier="RESPONSE" cardinality="${many ? 'multiple' : 'single'}" base-type="identifier"><qti-correct-response>${values}</qti-correct-response></qti-response-declaration>`;
    const simple = choices
      .map(
        (choice, at) =>
          `<qti-simple-choice identifier="C${at + 1}">${choice.html}${imageTag(choice.image)}</qti-simple-choice>`,
      )
      .join('');
    interaction = `<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${many ? 0 : 1}">${simple}</qti-choice-interaction>`;
  }
  return `${head}${declaration}${outcomes}<qti-item-body>${stem}${stemImage}${interaction}</qti-item-body><qti-response-processing template="${processing}"/>${feedback}</qti-assessment-item>\n`;
}

/**
 * A quiz set as a QTI 3.0 content package (issue 21 "Export"; 1EdTech QTI 3.0 ASI and CP 1.2
 * schemas): imsmanifest.xml, one `items/qN.xml` per question (choice interaction for multiple and
 * OX — True/False —, text entry with a mapping of every accepted answer for subjective), formulas as
 * MathML with a TeX annotation, images under `images/`, the text hint as modal feedback.
 * `images` maps an upload URL to its bytes.
 */
export async function writeQti3(
  title: string,
  quizList: QuizSaved[],
  images: Map<string, ExportImage>,
): Promise<Buffer> {
  const zip = new JSZip();
  const resources: string[] = [];
  const imageName = (url: string | null) => (url ? images.get(url)?.name : undefined);
  for (const image of images.values()) {
    zip.file(`images/${image.name}`, image.data);
    resources.push(
      `<resource identifier="img-${image.name.replace(/\W/g, '-')}" type="webcontent" href="images/${image.name}"><file href="images/${image.name}"/></resource>`,
    );
  }
  quizList.forEach((quiz, index) => {
    const href = `items/q${index + 1}.xml`;
    zip.file(href, itemXml(quiz, index, imageName));
    const used = [
      quiz.questionImageUrl,
      ...(quiz.type === 'multiple' ? quiz.choiceList.map((choice) => choice.imageUrl) : []),
    ]
      .map(imageName)
      .filter((name): name is string => name !== undefined);
    const dependencies = [...new Set(used)]
      .map((name) => `<dependency identifierref="img-${name.replace(/\W/g, '-')}"/>`)
      .join('');
    resources.unshift(
      `<resource identifier="q${index + 1}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/>${dependencies}</resource>`,
    );
  });
  // One test holding every item in order, named after the set: what an LMS imports as "the quiz".
  const refs = quizList
    .map(
      (_, index) => `<qti-assessment-item-ref identifier="q${index + 1}" href="../items/q${index + 1}.xml"/>`,
    )
    .join('');
  zip.file(
    'tests/test.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-test xmlns="${QTI_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${ITEM_SCHEMA}" identifier="quizset" title="${escapeHtml(title)}"><qti-test-part identifier="part1" navigation-mode="linear" submission-mode="individual"><qti-assessment-section identifier="section1" title="${escapeHtml(title)}" visible="true">${refs}</qti-assessment-section></qti-test-part></qti-assessment-test>\n`,
  );
  const testDependencies = quizList.map((_, index) => `<dependency identifierref="q${index + 1}"/>`).join('');
  resources.push(
    `<resource identifier="test" type="imsqti_test_xmlv3p0" href="tests/test.xml"><file href="tests/test.xml"/>${testDependencies}</resource>`,
  );
  const items = resources.filter((resource) => resource.includes('imsqti_item')).reverse();
  const others = resources.filter((resource) => !resource.includes('imsqti_item'));
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="${CP_NS}" xmlns:xsi="${XSI}" identifier="quizset-export" xsi:schemaLocation="${CP_SCHEMA}"><metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata><organizations/><resources>${[...items, ...others].join('')}</resources></manifest>\n`;
  zip.file('imsmanifest.xml', manifest);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
