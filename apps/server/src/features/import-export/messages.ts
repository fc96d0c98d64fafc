/** Messages of import and export (issue 21), en + ko, merged into the server's message table. */
export const IMPORT_EXPORT_MESSAGES = {
  'import.tooLarge': {
    en: 'The file is too large (max {{maxMb}} MB)',
    ko: '파일이 너무 커요 (최대 {{maxMb}}MB)',
  },
  'import.unknownFormat': {
    en: 'This file is not a format Quizset can import (GIFT, Aiken, Moodle XML, QTI, Kahoot or the Quizset spreadsheet)',
    ko: '가져올 수 없는 형식이에요 (GIFT, Aiken, Moodle XML, QTI, Kahoot, Quizset 스프레드시트)',
  },
  'import.tooManyQuestions': {
    en: 'The file holds more than {{max}} questions',
    ko: '파일에 문제가 {{max}}개보다 많아요',
  },
  'import.giftSyntax': {
    en: 'The file looks like GIFT but none of its questions can be read',
    ko: 'GIFT 파일로 보이지만 읽을 수 있는 문제가 없어요',
  },
  'import.xmlEntities': {
    en: 'XML files that declare entities are not accepted',
    ko: '엔터티를 선언한 XML 파일은 받을 수 없어요',
  },
  'import.xmlMalformed': { en: 'The XML of the file is broken', ko: '파일의 XML이 깨져 있어요' },
  'import.zipBroken': { en: 'The ZIP package cannot be read', ko: 'ZIP 패키지를 읽을 수 없어요' },
  'import.zipUnsafePath': {
    en: 'The package contains a file path outside the package',
    ko: '패키지 밖을 가리키는 파일 경로가 있어요',
  },
  'import.zipTooLarge': {
    en: 'The package unpacks to more than {{maxMb}} MB or {{maxFiles}} files',
    ko: '패키지를 풀면 {{maxMb}}MB 또는 파일 {{maxFiles}}개를 넘어요',
  },
  'import.manifestMissing': {
    en: 'The package has no imsmanifest.xml',
    ko: '패키지에 imsmanifest.xml이 없어요',
  },
  'import.externalHref': {
    en: 'The package manifest points outside the package: {{href}}',
    ko: '패키지 매니페스트가 패키지 밖을 가리켜요: {{href}}',
  },
  'import.encoding': {
    en: 'The text encoding of the file cannot be read',
    ko: '파일의 문자 인코딩을 읽을 수 없어요',
  },
  'import.spreadsheetBroken': {
    en: 'The spreadsheet cannot be read',
    ko: '스프레드시트를 읽을 수 없어요',
  },
  'import.noQuestions': {
    en: 'No questions were found in the file',
    ko: '파일에서 문제를 찾지 못했어요',
  },
  'import.unreadable': {
    en: 'The file could not be read in time',
    ko: '파일을 제시간에 읽지 못했어요',
  },
  'import.busy': {
    en: 'Too many imports are running. Try again in a moment',
    ko: '가져오기가 너무 많이 진행 중이에요. 잠시 후 다시 시도해주세요',
  },
  'export.unknownFormat': {
    en: 'Unknown export format',
    ko: '알 수 없는 내보내기 형식이에요',
  },
} as const;
