import type { AiItemWithSource } from '@quizset/domain';
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankItemFromStoredQuiz } from './bank/stored-quiz-adapter';
import { categoryIdsTaggedBy, subjectTagsOf, tagMatchesWord } from './bank/subject-tags';
import { queryWords, textSimilarity } from './bank/text-similarity';
import { decodeText } from './files/decode-text';
import { FileRejection } from './files/file-rejection';
import { sniffAiFile } from './files/sniff';
import { answerVariants } from './providers/embedded/answer-variants';
import { isConfusable, pickDistractors } from './providers/embedded/distractors';
import { generateFromSentences, hasRepeatedRun, isAskable } from './providers/embedded/generate-from-text';
import type { KeyTerm } from './providers/embedded/key-terms';
import { detectDocumentLanguage } from './providers/embedded/language';
import { rubricFaults } from './providers/embedded/quality-rubric';
import { seededRandom } from './providers/embedded/random';
import { paragraphsOf, segmentSentences, withoutComparisonTables } from './providers/embedded/sentences';
import { fitsSlot, koreanClass } from './providers/embedded/term-kind';
import { termsOf } from './providers/embedded/terms';
import { WORDING_LANGUAGES, wordingFor } from './providers/embedded/wording';
import { chunkDocument } from './providers/openai/chunk-document';
import { issueAiToken, verifyAiToken } from './token';
import { camelizeKeys, snakeizeKeys } from './wire';

const SECRET = 'a-test-secret-that-is-long-enough-123456';

describe('wire keys (api.md "AI": snake_case on the wire)', () => {
  it('converts deeply both ways and leaves values alone', () => {
    const camel = { quizCount: 10, choiceList: [{ isAnswer: true, text: 'keep_me' }], sourceLength: 3 };
    const snake = snakeizeKeys(camel);
    expect(snake).toEqual({
      quiz_count: 10,
      choice_list: [{ is_answer: true, text: 'keep_me' }],
      source_length: 3,
    });
    expect(camelizeKeys(snake)).toEqual(camel);
  });
});

describe('AI access token', () => {
  afterEach(() => vi.useRealTimers());
  const caller = { userId: 'u1', plan: 'PRO' as const, countryCode: 'KR', isTeacher: true };

  it('carries user id, plan, country and teacher flag', async () => {
    const token = await issueAiToken(SECRET, caller, 600);
    expect(await verifyAiToken(SECRET, token)).toEqual(caller);
  });

  it('is refused when expired, signed with another secret, or unsigned', async () => {
    const token = await issueAiToken(SECRET, caller, 60);
    expect(await verifyAiToken(`${SECRET}x`, token)).toBeNull();
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await verifyAiToken(SECRET, unsigned)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAiToken(SECRET, token)).toBeNull();
  });
});

describe('question bank search words', () => {
  it('takes Korean particles off and leaves English function words out', () => {
    expect(queryWords('태양계에서 가장 큰 행성은?')).toEqual(['태양계', '가장', '행성']);
    expect(queryWords('What is the capital of France?')).toEqual(['capital', 'france']);
  });
});

describe('subject tags of the question bank (issue 16 item 16)', () => {
  it('tags a set with its subject and sub-subject names in both languages', () => {
    expect(subjectTagsOf('KR', '1010504')).toEqual(['과학', 'Science']);
    expect(subjectTagsOf('US', '2010403')).toEqual(expect.arrayContaining(['Science']));
    expect(subjectTagsOf('KR', '10105')).toEqual([]);
    expect(subjectTagsOf('KR', null)).toEqual([]);
  });
  it('matches Latin tags word by word and Hangul tags inside words', () => {
    expect(tagMatchesWord('Art', 'art')).toBe(true);
    expect(tagMatchesWord('Earth Science', 'art')).toBe(false);
    expect(tagMatchesWord('Physics', 'physic')).toBe(true);
    expect(tagMatchesWord('과학', '과학적')).toBe(true);
    expect(tagMatchesWord('지구과학', '과학')).toBe(true);
    expect(tagMatchesWord('영어', '과학')).toBe(false);
  });
  it('names the category ids a search word tags', () => {
    const ids = categoryIdsTaggedBy(['science']);
    expect(ids).toContain('1010504');
    expect(ids).toContain('2010403');
    expect(categoryIdsTaggedBy(['zzzz'])).toEqual([]);
  });
});

describe('stored questions (the question bank)', () => {
  it('reads stored questions of today and of the spec shape through one adapter', () => {
    const today = bankItemFromStoredQuiz({
      type: 'MULTIPLE_CHOICE',
      question: '2 + 2 = ?',
      choiceList: [{ text: '3' }, { text: '4' }],
      answerList: [1],
    });
    expect(today).toEqual({ question: '2 + 2 = ?', type: 'multiple', options: ['3', '4'], answer: ['1'] });
    expect(bankItemFromStoredQuiz({ type: 'ox', question: 'Sky is blue', answer: 'o' })?.answer).toEqual([
      'O',
    ]);
    expect(
      bankItemFromStoredQuiz({ type: 'SUBJECTIVE', question: 'Capital?', answerList: ['Seoul'] })?.answer,
    ).toEqual(['Seoul']);
    expect(bankItemFromStoredQuiz({ type: 'MATCHING', question: 'x' })).toBeNull();
    expect(bankItemFromStoredQuiz(null)).toBeNull();
  });
});

describe('file content checks (issue 9 "magic bytes")', () => {
  it('tells content from names', () => {
    expect(sniffAiFile('pdf', Buffer.from('%PDF-1.7\n...'))).toBe('ok');
    expect(sniffAiFile('pdf', Buffer.from('<html>'))).toBe('mismatch');
    expect(sniffAiFile('docx', Buffer.from('%PDF-1.7'))).toBe('mismatch');
    expect(sniffAiFile('txt', Buffer.from([0x00, 0x01, 0x02, 0x41]))).toBe('mismatch');
    expect(sniffAiFile('hwp', Buffer.from('not ole'))).toBe('mismatch');
    expect(sniffAiFile('hwp', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe(
      'corrupt',
    );
  });

  it('decodes UTF-8 (BOM dropped) and EUC-KR, refuses other encodings', () => {
    expect(decodeText(Buffer.from('\ufeff안녕하세요', 'utf8'))).toBe('안녕하세요');
    const korean = '대한민국의 수도는 서울이다. 한강이 도시를 가로지른다.';
    expect(decodeText(iconv.encode(korean, 'euc-kr'))).toBe(korean);
    expect(decodeText(iconv.encode('똠방각하 펲시콜라', 'cp949'))).toBe('똠방각하 펲시콜라');
    expect(() => decodeText(iconv.encode('Ærø København', 'latin1'))).toThrow(FileRejection);
  });
});

describe('embedded generator parts', () => {
  it('splits Korean particles from nouns and units from numbers', () => {
    const terms = termsOf('대한민국의 수도는 서울이고 인구는 2025년에 900만 명이다.');
    const surfaces = Object.fromEntries(terms.map((term) => [term.surface, term.suffix]));
    expect(surfaces).toMatchObject({ 대한민국: '의', 수도: '는', 인구: '는', '2025': '년에' });
    expect(terms.find((term) => term.surface === '2025')?.kind).toBe('number');
  });

  it('merges English names and skips stop words', () => {
    const terms = termsOf('The book was written by Harold Abelson and Gerald Jay Sussman in 1985.');
    expect(terms.filter((term) => term.kind === 'name').map((term) => term.surface)).toEqual([
      'Harold Abelson',
      'Gerald Jay Sussman',
    ]);
    expect(terms.map((term) => term.surface)).not.toContain('was');
    expect(terms.find((term) => term.surface === '1985')?.kind).toBe('number');
  });

  it('joins wrapped lines, keeps headings apart, drops page numbers', () => {
    const text = [
      'Introduction',
      'Dynamic languages such as JavaScript are hard to compile be-',
      'cause the types of their values change while the program runs,',
      'so a compiler cannot know them ahead of time from the source.',
      '',
      '- 3 -',
      '',
      'A tracing compiler records the types it sees on a hot loop.',
    ].join('\n');
    expect(paragraphsOf(text)).toEqual([
      'Introduction',
      'Dynamic languages such as JavaScript are hard to compile because the types of their values change while the program runs, so a compiler cannot know them ahead of time from the source.',
      'A tracing compiler records the types it sees on a hot loop.',
    ]);
    const wrapped = [
      '현행법은 입법예고와 행정예고를 통하여 국민 참',
      '',
      '여의 절차를 규정하고 있는 ',
      '',
      '법률이다.',
      '',
      '다음 줄도 있다. ',
      '',
      '마지막 줄이다. ',
      '',
      '끝.',
    ].join('\n');
    expect(paragraphsOf(wrapped)[0]).toContain('국민 참여의 절차를 규정하고 있는 법률이다.');
  });

  const term = (
    surface: string,
    kind: KeyTerm['kind'],
    { rarity = 0.5, tf = 2, unit = '', contexts = [] as string[] } = {},
  ): KeyTerm => ({
    key: surface.toLowerCase(),
    surface,
    kind,
    tf,
    df: tf,
    score: 1,
    rarity,
    script: /\p{Script=Hangul}/u.test(surface) ? 'hangul' : /^[\d.,]+$/.test(surface) ? 'digit' : 'latin',
    unit,
    contexts: new Set(contexts),
  });

  it('picks distractors of the same kind, never confusable with the answer', () => {
    const answer = term('1969', 'number');
    const pool = [
      term('1972', 'number'),
      term('1969.0', 'number'),
      term('Apollo', 'name'),
      term('1958', 'number'),
      term('250', 'number'),
      answer,
    ];
    const picked = pickDistractors(answer, pool, 3, 4, seededRandom(1));
    expect(picked).toHaveLength(3);
    expect(picked).not.toContain('1969.0');
    expect(picked).not.toContain('Apollo');
    // A year gets years: "250" is another kind of number.
    expect(picked).not.toContain('250');
    expect(picked.every((value) => /^\d{4}$/.test(value) && value !== '1969')).toBe(true);
    expect(isConfusable('1,000', '1000')).toBe(true);
    expect(isConfusable('Seoul', 'seoul ')).toBe(true);
    expect(isConfusable('cat', 'dog')).toBe(false);
  });

  it('gives numbers distractors of their class and unit (issue 16 item 2: "10일" never beside 2025)', () => {
    const days = term('10', 'number', { unit: '일' });
    const pool = [
      term('2025', 'number', { unit: '년' }),
      term('1000', 'number'),
      term('14', 'number', { unit: '일' }),
    ];
    const picked = pickDistractors(days, pool, 3, 0, seededRandom(3));
    expect(picked).toContain('14');
    expect(picked).not.toContain('2025');
    expect(picked).not.toContain('1000');
    expect(picked.every((value) => /^\d{2}$/.test(value))).toBe(true);
    // A decimal gets decimals with as many places ("0.05" never beside "0.6498").
    const level = term('0.05', 'number');
    const decimals = pickDistractors(
      level,
      [term('0.6498', 'number'), term('66.87', 'number')],
      2,
      0,
      seededRandom(3),
    );
    expect(decimals).toHaveLength(2);
    expect(decimals.every((value) => /^\d+\.\d{2}$/.test(value))).toBe(true);
  });

  it('gives Korean nouns distractors naming the same kind of thing', () => {
    expect(koreanClass('민방위기본법')).toBe('law');
    expect(koreanClass('행정청')).toBe('body');
    expect(koreanClass('제3항')).toBe('reference');
    expect(koreanClass('사정')).toBeNull();
    const answer = term('대통령령', 'term');
    const pool = [
      term('제3항', 'term'),
      term('예고기간', 'term'),
      term('행정절차법', 'term'),
      term('지방계약법', 'term'),
    ];
    expect(pickDistractors(answer, pool, 3, 0, seededRandom(1)).sort()).toEqual(['지방계약법', '행정절차법']);
  });

  it('never offers a term the document puts in the same slot, and prefers recurring terms (weak distractors)', () => {
    // "86 _____": the document also says "48 subjects", so "subjects" would be right as well.
    const answer = term('patients', 'term', { contexts: ['L:#', 'L:treated'] });
    const pool = [
      term('subjects', 'term', { contexts: ['L:#', 'R:receiving'] }),
      term('tumors', 'term', { contexts: ['L:new'] }),
      term('months', 'term', { contexts: ['L:six'] }),
      term('urls', 'term', { tf: 1 }),
      term('estimates', 'term', { contexts: ['R:of'] }),
    ];
    const picked = pickDistractors(answer, pool, 2, 0, seededRandom(5), { slot: ['L:#'] });
    expect(picked).not.toContain('subjects');
    expect(picked).not.toContain('urls');
    expect(picked).toHaveLength(2);
    expect(fitsSlot(pool[0] as KeyTerm, ['L:#'])).toBe(true);
  });

  it('offers honest answer variants', () => {
    expect(answerVariants('4')).toEqual(expect.arrayContaining(['four', '넷', '사']));
    expect(answerVariants('서울(Seoul)')).toEqual(expect.arrayContaining(['서울', 'Seoul']));
    expect(answerVariants('New York')).toContain('NewYork');
    expect(answerVariants('photosynthesis')).toEqual([]);
    // Issue 16 item 8: spacing, punctuation, numerals, units and Hanja of the teacher's own answer.
    expect(answerVariants('워싱턴 D.C.')).toEqual(
      expect.arrayContaining(['워싱턴D.C.', '워싱턴 DC', '워싱턴DC']),
    );
    expect(answerVariants('1945')).toEqual(expect.arrayContaining(['천구백사십오', '1,945']));
    expect(answerVariants('1,000')).toContain('1000');
    expect(answerVariants('3 km')).toEqual(expect.arrayContaining(['3km', '3킬로미터', '3 kilometers']));
    expect(answerVariants('대한민국')).toEqual(['大韓民國']);
    expect(answerVariants('大韓民國')).toEqual(['대한민국']);
    // Width and case are already equal to the grader: never offered as "new" answers.
    expect(answerVariants('Seoul')).toEqual([]);
    expect(answerVariants('ＡＢＣ')).toEqual([]);
  });

  it('measures similarity on Korean and English alike', () => {
    expect(textSimilarity('대한민국의 수도는?', '대한민국의 수도는 어디?')).toBeGreaterThan(0.7);
    expect(textSimilarity('capital of France', 'photosynthesis')).toBeLessThan(0.2);
  });
});

describe('embedded generator: labels, columns and true swaps (issue 16 item 1, rubric)', () => {
  const sentence = (text: string) => ({ text, page: 1, position: 0, index: 0 });
  const item = (question: string, source: string, answer = 'X'): AiItemWithSource => ({
    question,
    type: 'ox',
    options: [],
    answer: [answer],
    comment: '',
    source: { page: 1, sentence: source },
  });

  it('never asks a label line ("Time: …")', () => {
    const label = 'Time: This is the time (in months) to first recurrence of a tumor or censoring.';
    expect(isAskable(sentence(label), 'en')).toBe(false);
    expect(isAskable(sentence('This is the time in months to the first recurrence of a tumor.'), 'en')).toBe(
      true,
    );
    expect(rubricFaults(item(label, label, 'O'), 'en', 'en')).toContain('labelLine');
  });

  it('never asks two columns read across, and drops a bill comparison table', () => {
    const across =
      '정책등의 내용이 국민의 권리 수립·시행하거나 변경하고자 하는 때에는 수립·시행하거나 변경하고자 한다.';
    expect(hasRepeatedRun(across)).toBe(true);
    expect(hasRepeatedRun('행정청은 정책을 수립하거나 변경하고자 하는 때에는 이를 예고하여야 한다.')).toBe(
      false,
    );
    expect(isAskable(sentence(across), 'ko')).toBe(false);
    expect(rubricFaults(item(across, across, 'O'), 'ko', 'ko')).toContain('columnsMixed');
    const bill =
      '본문은 여기에 있다.\n\n신 ·구조문대비표\n\n현      행\n\n개   정   안\n\n제2조(정의) 이 법에서\n';
    expect(withoutComparisonTables(bill).trim()).toBe('본문은 여기에 있다.');
    expect(withoutComparisonTables('현 행 법은 좋다.\n다른 줄이다.')).toBe('현 행 법은 좋다.\n다른 줄이다.');
  });

  it('flags a "false" statement the document itself makes, or a swap of the same word', () => {
    const document =
      'In this study, tumors were removed from the bladders of 86 patients. Among 48 subjects receiving placebo, 29 developed new tumors.';
    const source = 'In this study, tumors were removed from the bladders of 86 patients.';
    const synonym = item('In this study, tumors were removed from the bladders of 86 subjects.', source);
    expect(
      rubricFaults(
        item('In this study, tumors were removed from the bladders of 86 hospitals.', source),
        'en',
        'en',
        document,
      ),
    ).toEqual([]);
    expect(rubricFaults(synonym, 'en', 'en', document)).toContain('trueSwap');
    expect(
      rubricFaults(
        item('In this study, tumors were removed from the bladders of 86 patient.', source),
        'en',
        'en',
        document,
      ),
    ).toContain('trueSwap');
  });

  it('swaps in a same-kind word that is no synonym and no statement of the document', () => {
    const text = [
      'The estimated probability in the placebo group was 64 percent over six months of follow up.',
      'The estimated probability in the thiopeta group was 66 percent over six months of follow up.',
      'In this study tumors were removed from the bladders of 86 patients in the hospital.',
      'Among 48 subjects receiving placebo many developed new tumors while in the study.',
      'Among 38 subjects receiving thiopeta many developed new tumors while in the study.',
      'The survival curves of the treatment groups are compared with the logrank test statistic.',
      'The hazard ratio compares the treatment groups over the whole period of the study.',
      'Censoring happens when the patients leave the study before any recurrence of tumors.',
    ].join(' ');
    const sentences = segmentSentences([{ page: 1, text }], 'en', 100_000).sentences;
    for (let tryCount = 1; tryCount <= 6; tryCount += 1)
      for (const generated of generateFromSentences(sentences, 'en', {
        count: 8,
        type: 'ox',
        level: 2,
        locale: 'en',
        tryCount,
      })) {
        expect(rubricFaults(generated, 'en', 'en', text)).not.toContain('trueSwap');
        // "placebo" ↔ "thiopeta" and "patients" ↔ "subjects" fill the same slots here: never swapped.
        if (generated.answer[0] === 'X') {
          expect(generated.question).not.toMatch(
            /86 subjects|the thiopeta group was 64|the placebo group was 66/,
          );
        }
      }
  });
});

describe('openai chunking', () => {
  it('cuts at the size, marks pages and samples the whole document', () => {
    const pages = Array.from({ length: 40 }, (_, index) => ({ page: index + 1, text: 'word '.repeat(400) }));
    const chunks = chunkDocument({ pages, pageCount: 40 }, 5000, 3);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((chunk) => chunk.text.length <= 5000)).toBe(true);
    expect(chunks[0]?.text.startsWith('[page 1]')).toBe(true);
    expect(Math.max(...(chunks[2]?.pages ?? []))).toBeGreaterThan(25);
  });
});

describe('embedded generator: sentences and words worth asking (issue 16 items 1–4)', () => {
  const sentence = (text: string) => ({ text, page: 1, position: 0, index: 0 });

  it('skips headings, index and footnote lines, numbered heads, formulas and fragments', () => {
    for (const text of [
      'international piracy in, 63 radio hampered by, 196–99',
      '18.06.050 Exceptions to development standards.',
      'Retrospective Extension Diamond Multimedia Systems Annual Report',
      'Let p : Y → X be a covering and X simply connected.',
      'and the results were then compared with the baseline values.',
      'What is the temperature of the room in your house at night?',
      'Copyright © 2009 ACM 978-1-60558-392-1/09/06 all rights reserved.',
      'This is the x86 code compiled from the LIR snippet in Figure',
      'The trace tree shown in Figure 4 has two branches and a loop.',
    ])
      expect(isAskable(sentence(text), 'en'), text).toBe(false);
    expect(isAskable(sentence('The Nile is the longest river in Africa and flows north.'), 'en')).toBe(true);
    expect(isAskable(sentence('행정예고기간은 특별한 사정이 없는 한 20일 이상으로 한다.'), 'ko')).toBe(true);
    expect(
      isAskable(sentence('③ 제1항에도 불구하고 법령등 ③행정예고기간은 의 의 입법을 포함한다.'), 'ko'),
    ).toBe(false);
  });

  it('blanks nouns, names and numbers of English text, never function words or verbs', () => {
    const terms = termsOf(
      'These could believe family, friends and the Diamond Multimedia Systems in 1999.',
      'en',
    );
    expect(terms.map((term) => term.surface)).toEqual([
      'family',
      'friends',
      'Diamond Multimedia Systems',
      '1999',
    ]);
    expect(terms.map((term) => term.form)).toEqual(['singular', 'plural', undefined, undefined]);
    // German: lower-case words (verbs, adjectives, "und", "gegen") are never blanks.
    const german = termsOf(
      'Sei p eine Überlagerung und X einfach zusammenhängend gegen ähnlichen Raum.',
      'de',
    );
    expect(german.map((term) => term.surface)).toEqual(['Überlagerung', 'Raum']);
  });

  it('detects the document language and words items in twelve languages', () => {
    expect(
      detectDocumentLanguage(
        'The river flows north through the valley and is the longest river of the region.',
      ),
    ).toBe('en');
    expect(
      detectDocumentLanguage(
        'Der Fluss fließt durch das Tal nach Norden und ist der längste Fluss der Region.',
      ),
    ).toBe('de');
    expect(
      detectDocumentLanguage(
        'Le fleuve coule vers le nord à travers la vallée et il est le plus long de la région.',
      ),
    ).toBe('fr');
    expect(detectDocumentLanguage('강은 계곡을 지나 북쪽으로 흐르며 이 지역에서 가장 긴 강이다.')).toBe('ko');
    expect(
      detectDocumentLanguage('Река течёт на север через долину и является самой длинной рекой региона.'),
    ).toBe('ru');
    expect(WORDING_LANGUAGES).toEqual(
      expect.arrayContaining(['ko', 'en', 'ja', 'zh', 'de', 'fr', 'es', 'ru', 'vi', 'id', 'th', 'ar']),
    );
    expect(wordingFor('de').fillBlank('x')).toBe('Ergänze die Lücke: x');
    expect(wordingFor('en-US').fillBlank('x')).toBe('Fill in the blank: x');
    // A language without wording falls back to the document's, then to the bare sentence.
    expect(wordingFor('it', 'fr').fillBlank('x')).toBe('Complétez le blanc : x');
    expect(wordingFor('it', 'it').fillBlank('x')).toBe('x');
  });
});
