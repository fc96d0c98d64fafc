/**
 * The words the embedded generator adds around source sentences (spec §3 option `language`; issue 16
 * item 4): in the language the teacher chose when it is one of the twelve below, else in the
 * document's language when that is one of them, else none (the sentence with its blank alone). The
 * source sentence itself is quoted as written: the embedded provider does not translate.
 */
export const BLANK = '_____';

export interface Wording {
  /** ISO 639-1 code of the wording ('' when there is none). */
  language: string;
  fillBlank: (sentence: string) => string;
  chooseBlank: (sentence: string) => string;
  factQuestion: (attribute: string, subject: string) => string;
  factStatement: (attribute: string, subject: string, value: string) => string;
  swappedComment: (original: string, replacement: string) => string;
  sourceComment: (page: number | null, sentence: string) => string;
}

type Phrases = {
  fill: string;
  choose: string;
  fact: (attribute: string, subject: string) => string;
  statement: (attribute: string, subject: string, value: string) => string;
  swapped: (original: string, replacement: string) => string;
  page: (page: number) => string;
  source: string;
};

const PHRASES: Record<string, Phrases> = {
  ko: {
    fill: '빈칸에 알맞은 말을 쓰세요.',
    choose: '빈칸에 들어갈 알맞은 말은?',
    fact: (a, s) => `${s}의 ${a}은(는)?`,
    statement: (a, s, v) => `${s}의 ${a}은(는) ${v}이다.`,
    swapped: (o, r) => `원문은 '${r}'가 아니라 '${o}'이에요.`,
    page: (p) => `${p}쪽`,
    source: '원문',
  },
  en: {
    fill: 'Fill in the blank:',
    choose: 'Which word fills the blank?',
    fact: (a, s) => `What is the ${a} of ${s}?`,
    statement: (a, s, v) => `The ${a} of ${s} is ${v}.`,
    swapped: (o, r) => `The source says '${o}', not '${r}'.`,
    page: (p) => `Page ${p}`,
    source: 'Source',
  },
  ja: {
    fill: '空欄に当てはまる語を書きなさい。',
    choose: '空欄に入る語はどれですか。',
    fact: (a, s) => `${s}の${a}は何ですか。`,
    statement: (a, s, v) => `${s}の${a}は${v}である。`,
    swapped: (o, r) => `原文は「${r}」ではなく「${o}」です。`,
    page: (p) => `${p}ページ`,
    source: '原文',
  },
  zh: {
    fill: '请在空白处填写正确的词语：',
    choose: '空白处应填哪个词？',
    fact: (a, s) => `${s}的${a}是什么？`,
    statement: (a, s, v) => `${s}的${a}是${v}。`,
    swapped: (o, r) => `原文是“${o}”，不是“${r}”。`,
    page: (p) => `第${p}页`,
    source: '原文',
  },
  de: {
    fill: 'Ergänze die Lücke:',
    choose: 'Welches Wort gehört in die Lücke?',
    fact: (a, s) => `Was ist ${a} von ${s}?`,
    statement: (a, s, v) => `${a} von ${s} ist ${v}.`,
    swapped: (o, r) => `Im Text steht „${o}“, nicht „${r}“.`,
    page: (p) => `Seite ${p}`,
    source: 'Quelle',
  },
  fr: {
    fill: 'Complétez le blanc :',
    choose: 'Quel mot complète le blanc ?',
    fact: (a, s) => `Quel est ${a} de ${s} ?`,
    statement: (a, s, v) => `${a} de ${s} est ${v}.`,
    swapped: (o, r) => `Le texte dit « ${o} », pas « ${r} ».`,
    page: (p) => `Page ${p}`,
    source: 'Source',
  },
  es: {
    fill: 'Completa el espacio en blanco:',
    choose: '¿Qué palabra completa el espacio en blanco?',
    fact: (a, s) => `¿Cuál es ${a} de ${s}?`,
    statement: (a, s, v) => `${a} de ${s} es ${v}.`,
    swapped: (o, r) => `El texto dice «${o}», no «${r}».`,
    page: (p) => `Página ${p}`,
    source: 'Fuente',
  },
  ru: {
    fill: 'Заполните пропуск:',
    choose: 'Какое слово пропущено?',
    fact: (a, s) => `Каков ${a} у ${s}?`,
    statement: (a, s, v) => `${a} у ${s}: ${v}.`,
    swapped: (o, r) => `В тексте сказано «${o}», а не «${r}».`,
    page: (p) => `Страница ${p}`,
    source: 'Источник',
  },
  vi: {
    fill: 'Điền vào chỗ trống:',
    choose: 'Từ nào điền vào chỗ trống?',
    fact: (a, s) => `${a} của ${s} là gì?`,
    statement: (a, s, v) => `${a} của ${s} là ${v}.`,
    swapped: (o, r) => `Văn bản gốc ghi '${o}', không phải '${r}'.`,
    page: (p) => `Trang ${p}`,
    source: 'Nguồn',
  },
  id: {
    fill: 'Isilah bagian yang kosong:',
    choose: 'Kata apa yang mengisi bagian kosong?',
    fact: (a, s) => `Apa ${a} dari ${s}?`,
    statement: (a, s, v) => `${a} dari ${s} adalah ${v}.`,
    swapped: (o, r) => `Teks aslinya '${o}', bukan '${r}'.`,
    page: (p) => `Halaman ${p}`,
    source: 'Sumber',
  },
  th: {
    fill: 'เติมคำในช่องว่าง:',
    choose: 'คำใดเติมในช่องว่างได้ถูกต้อง?',
    fact: (a, s) => `${a}ของ${s}คืออะไร?`,
    statement: (a, s, v) => `${a}ของ${s}คือ${v}`,
    swapped: (o, r) => `ต้นฉบับคือ '${o}' ไม่ใช่ '${r}'`,
    page: (p) => `หน้า ${p}`,
    source: 'ต้นฉบับ',
  },
  ar: {
    fill: 'املأ الفراغ:',
    choose: 'ما الكلمة التي تملأ الفراغ؟',
    fact: (a, s) => `ما ${a} ${s}؟`,
    statement: (a, s, v) => `${a} ${s} هو ${v}.`,
    swapped: (o, r) => `النص الأصلي يقول «${o}» وليس «${r}».`,
    page: (p) => `الصفحة ${p}`,
    source: 'المصدر',
  },
};

/** The languages with wording (issue 16 item 4: at least these twelve). */
export const WORDING_LANGUAGES = Object.keys(PHRASES);

function wordingOf(language: string, phrases: Phrases | undefined): Wording {
  if (!phrases)
    // No wording in this language: the sentence speaks for itself.
    return {
      language: '',
      fillBlank: (sentence) => sentence,
      chooseBlank: (sentence) => sentence,
      factQuestion: (attribute, subject) => `${subject}: ${attribute}?`,
      factStatement: (attribute, subject, value) => `${subject}: ${attribute} = ${value}`,
      swappedComment: (original, replacement) => `'${original}' ≠ '${replacement}'.`,
      sourceComment: (page, sentence) => (page ? `[${page}] ${sentence}` : sentence),
    };
  return {
    language,
    fillBlank: (sentence) => `${phrases.fill} ${sentence}`,
    chooseBlank: (sentence) => `${phrases.choose} ${sentence}`,
    factQuestion: phrases.fact,
    factStatement: phrases.statement,
    swappedComment: phrases.swapped,
    sourceComment: (page, sentence) => `${page ? phrases.page(page) : phrases.source}: ${sentence}`,
  };
}

/**
 * The wording for the teacher's `locale` ('ko', 'en-US', 'zh-CN' …), falling back to the document's
 * language `documentLanguage`, then to none.
 */
export function wordingFor(locale: string, documentLanguage = ''): Wording {
  const chosen = locale.toLowerCase().split('-')[0] ?? '';
  if (PHRASES[chosen]) return wordingOf(chosen, PHRASES[chosen]);
  return wordingOf(documentLanguage, PHRASES[documentLanguage]);
}
