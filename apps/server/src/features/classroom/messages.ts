import type { Locale } from '@quizset/domain';

/** Messages of the Classroom add-on's errors (spec §8 Classroom and Google-authentication rows). */
export const CLASSROOM_MESSAGES = {
  'classroom.invalidAccess': {
    en: 'Open this page from Google Classroom',
    ko: 'Google 클래스룸에서 접속해 주세요',
  },
  'classroom.notGoogleAccount': {
    en: 'Sign in with Google to use Google Classroom',
    ko: 'Google 클래스룸을 쓰려면 Google로 로그인해 주세요',
  },
  'classroom.authError': {
    en: 'Google did not accept your sign-in. Log in again',
    ko: 'Google 인증이 거부되었어요. 다시 로그인해 주세요',
  },
  'classroom.authExpired': {
    en: 'Your Google authentication has expired. Log in again',
    ko: 'Google 인증이 만료되었어요. 다시 로그인해 주세요',
  },
  'classroom.notTeacher': {
    en: 'Check that the logged-in account is a Google Classroom teacher account',
    ko: '로그인한 계정이 Google 클래스룸 선생님 계정인지 확인해 주세요',
  },
  'classroom.upstream': {
    en: 'Google Classroom could not be reached. Try again later',
    ko: 'Google 클래스룸에 연결하지 못했어요. 잠시 후 다시 시도해 주세요',
  },
  'classroom.foreignUri': {
    en: 'Attachment links must point at this site',
    ko: '첨부 링크는 이 사이트 주소여야 해요',
  },
  'classroom.roomNotYours': {
    en: 'Attachment links must name one of your quiz rooms',
    ko: '첨부 링크는 내 퀴즈 방을 가리켜야 해요',
  },
  'classroom.notStudent': {
    en: 'This page is for the students of the assignment',
    ko: '이 화면은 과제를 받은 학생용이에요',
  },
  'classroom.handoffExpired': {
    en: 'The sign-in took too long or was already used. Sign in again',
    ko: '로그인 시간이 지났거나 이미 사용되었어요. 다시 로그인해 주세요',
  },
  'classroom.accountMismatch': {
    en: 'This is not the Google account Classroom opened this page for. Sign in as that account',
    ko: '클래스룸이 이 화면을 연 Google 계정이 아니에요. 그 계정으로 로그인해 주세요',
  },
  'classroom.notConfigured': {
    en: 'Google Classroom is not set up on this server',
    ko: '이 서버에는 Google 클래스룸이 설정되어 있지 않아요',
  },
} as const satisfies Record<string, Record<Locale, string>>;
