/**
 * The words the embedded generator adds around source sentences, in the requested language (spec §3
 * option `language`; Korean and English, English for any other). The source sentence itself is
 * quoted as written: the embedded provider does not translate.
 */
export const BLANK = '_____';

export interface Wording {
  fillBlank: (sentence: string) => string;
  chooseBlank: (sentence: string) => string;
  factQuestion: (attribute: string, subject: string) => string;
  factStatement: (attribute: string, subject: string, value: string) => string;
  swappedComment: (original: string, replacement: string) => string;
  sourceComment: (page: number | null, sentence: string) => string;
}

const korean: Wording = {
  fillBlank: (sentence) => `빈칸에 알맞은 말을 쓰세요. ${sentence}`,
  chooseBlank: (sentence) => `빈칸에 들어갈 알맞은 말은? ${sentence}`,
  factQuestion: (attribute, subject) => `${subject}의 ${attribute}은(는)?`,
  factStatement: (attribute, subject, value) => `${subject}의 ${attribute}은(는) ${value}이다.`,
  swappedComment: (original, replacement) => `원문은 '${replacement}'가 아니라 '${original}'이에요.`,
  sourceComment: (page, sentence) => (page ? `${page}쪽: ${sentence}` : `원문: ${sentence}`),
};

const english: Wording = {
  fillBlank: (sentence) => `Fill in the blank: ${sentence}`,
  chooseBlank: (sentence) => `Which word fills the blank? ${sentence}`,
  factQuestion: (attribute, subject) => `What is the ${attribute} of ${subject}?`,
  factStatement: (attribute, subject, value) => `The ${attribute} of ${subject} is ${value}.`,
  swappedComment: (original, replacement) => `The source says '${original}', not '${replacement}'.`,
  sourceComment: (page, sentence) => (page ? `Page ${page}: ${sentence}` : `Source: ${sentence}`),
};

/** The wording for a requested locale ('ko…' → Korean, anything else → English). */
export function wordingFor(locale: string): Wording {
  return locale.toLowerCase().startsWith('ko') ? korean : english;
}
