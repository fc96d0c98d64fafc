import type { QuizSaved } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { putFormulasBack, takeFormulasOut } from './formula-placeholders';
import { TranslationOutputError, translateQuizList } from './translate-quiz-list';

const FORMULA = '<span data-type="math" data-latex="\\frac{1}{2}+x"></span>';

const quizList: QuizSaved[] = [
  {
    id: 'mc000001',
    order: 1,
    type: 'multiple',
    question: 'Solve \\frac{1}{2}+x now',
    questionRichText: `<p>Solve ${FORMULA} <strong>now</strong></p>`,
    questionImageUrl: '/uploads/a.webp',
    hint: { type: 'image', value: '/uploads/hint.webp' },
    choiceList: [
      { text: 'one', richText: '<p>one</p>', imageUrl: null },
      { text: 'two', richText: '<p>two</p>', imageUrl: '/uploads/c.webp' },
      { text: '', richText: '', imageUrl: null },
    ],
    answerList: [1],
  },
  {
    id: 'sub00001',
    order: 2,
    type: 'subjective',
    question: 'Capital?',
    questionRichText: '',
    questionImageUrl: null,
    hint: { type: 'text', value: 'a city' },
    answerList: ['Seoul', '서울'],
  },
  {
    id: 'ox000001',
    order: 3,
    type: 'ox',
    question: 'Water is wet.',
    questionRichText:
      '<p>Water is <mark data-color="#fff3a3" style="background-color: #fff3a3; color: inherit">wet</mark>.</p>',
    questionImageUrl: null,
    hint: null,
    answer: 'o',
  },
];

/** A stand-in model: wraps every text between tags in «», leaving tags and placeholders alone. */
const fakeTranslate = async (texts: readonly string[]) =>
  texts.map((text) =>
    text.replace(/(^|>)([^<]+)/g, (_, before: string, words: string) => `${before}«${words}»`),
  );

describe('formula placeholders', () => {
  it('takes formulas out and puts them back exactly', () => {
    const html = `<p>a ${FORMULA} b ${FORMULA}</p>`;
    const { text, formulas } = takeFormulasOut(html);
    expect(text).toBe('<p>a ⟦0⟧ b ⟦1⟧</p>');
    expect(formulas).toEqual([FORMULA, FORMULA]);
    expect(putFormulasBack(text, formulas)).toBe(html);
  });

  it('refuses a lost, doubled or invented placeholder', () => {
    expect(putFormulasBack('<p>a</p>', [FORMULA])).toBeNull();
    expect(putFormulasBack('⟦0⟧⟦0⟧', [FORMULA])).toBeNull();
    expect(putFormulasBack('⟦0⟧⟦1⟧', [FORMULA])).toBeNull();
  });
});

describe('translateQuizList (issue 9 "Translation")', () => {
  it('translates questions, choices, answers and hints; keeps rich text, formulas, answers and images', async () => {
    const seen: string[][] = [];
    const translated = await translateQuizList(quizList, async (texts) => {
      seen.push([...texts]);
      return fakeTranslate(texts);
    });
    // Formulas never leave: the model sees a placeholder.
    expect(seen.flat().join(' ')).not.toContain('frac');
    expect(seen.flat()).toContain('<p>Solve ⟦0⟧ <strong>now</strong></p>');
    // Empty texts are not sent.
    expect(seen.flat()).not.toContain('');

    const [multiple, subjective, ox] = translated;
    expect(multiple).toMatchObject({
      id: 'mc000001',
      questionRichText: `<p>«Solve ${FORMULA} »<strong>«now»</strong></p>`,
      question: '«Solve \\frac{1}{2}+x »«now»',
      questionImageUrl: '/uploads/a.webp',
      hint: { type: 'image', value: '/uploads/hint.webp' },
      answerList: [1],
    });
    expect(multiple?.type === 'multiple' && multiple.choiceList).toEqual([
      { text: '«one»', richText: '<p>«one»</p>', imageUrl: null },
      { text: '«two»', richText: '<p>«two»</p>', imageUrl: '/uploads/c.webp' },
      { text: '', richText: '', imageUrl: null },
    ]);
    expect(subjective).toMatchObject({
      question: '«Capital?»',
      questionRichText: '',
      hint: { type: 'text', value: '«a city»' },
    });
    expect(subjective?.type === 'subjective' && subjective.answerList).toEqual(['«Seoul»', '«서울»']);
    // The highlight keeps its colour through the sanitizer.
    expect(ox?.questionRichText).toBe(
      '<p>«Water is »<mark data-color="#fff3a3" style="background-color:#fff3a3;color:inherit">«wet»</mark>«.»</p>',
    );
    expect(ox?.type === 'ox' && ox.answer).toBe('o');
  });

  it('sanitizes what the model returns like any stored rich text', async () => {
    const [first] = await translateQuizList([quizList[2]!], async () => [
      '<p onclick="x()">Eau <script>alert(1)</script><a href="javascript:alert(1)">mouillée</a></p>',
    ]);
    expect(first?.questionRichText).toBe('<p>Eau <a>mouillée</a></p>');
  });

  it('refuses output that loses a formula or changes the number of texts', async () => {
    await expect(
      translateQuizList([quizList[0]!], async (texts) => texts.map(() => '<p>no formula</p>')),
    ).rejects.toBeInstanceOf(TranslationOutputError);
    await expect(translateQuizList(quizList, async (texts) => texts.slice(1))).rejects.toBeInstanceOf(
      TranslationOutputError,
    );
  });

  it('refuses an injected translation: the same text everywhere, merged choices, changed numbers, new links (issue 16 item 9)', async () => {
    // No formula, no choice here: only the "same text everywhere" rule can catch it.
    await expect(
      translateQuizList([quizList[1]!, quizList[2]!], async (texts) => texts.map(() => 'The answer is 한강')),
    ).rejects.toThrow('most texts came back as the same text');
    // Two distinct choices made one.
    await expect(
      translateQuizList(quizList, async (texts) =>
        texts.map((text) => (text === '<p>two</p>' ? '<p>one</p>' : text)),
      ),
    ).rejects.toThrow('two choices became the same');
    const counting: QuizSaved = {
      id: 'mc000002',
      order: 1,
      type: 'multiple',
      question: 'How many legs has a spider?',
      questionRichText: '',
      questionImageUrl: null,
      hint: null,
      choiceList: ['6', '8', '10'].map((text) => ({ text, richText: '', imageUrl: null })),
      answerList: [1],
    };
    await expect(
      translateQuizList([counting], async (texts) => texts.map((text) => (text === '8' ? '9' : text))),
    ).rejects.toThrow('a number changed');
    await expect(
      translateQuizList([counting], async (texts) =>
        texts.map((text, index) => (index === 0 ? `${text} See https://phish.example/login` : text)),
      ),
    ).rejects.toThrow('a link was added');
    // Numbers in another script and order are the same numbers: accepted.
    const arabic = await translateQuizList([counting], async (texts) =>
      texts.map((text) => text.replace(/\d/g, (digit) => String.fromCodePoint(0x660 + Number(digit)))),
    );
    expect(arabic[0]?.type === 'multiple' && arabic[0].answerList).toEqual([1]);
  });
});
