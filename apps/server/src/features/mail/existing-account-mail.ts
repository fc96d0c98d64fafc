import type { Locale } from '@quizset/domain';
import type { Mail } from './send-mail';

/** The web app's page that starts a password reset. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

const WORDING: Record<Locale, { subject: string; body: (link: string) => string }> = {
  ko: {
    subject: '[Quizset] 이 이메일로 가입 시도가 있었어요',
    body: (link) =>
      `누군가 이 이메일 주소로 Quizset 가입을 시도했어요. 이 주소로 만든 계정이 이미 있어요.\n\n본인이라면 로그인하세요. 비밀번호가 기억나지 않으면 아래 링크에서 재설정할 수 있어요.\n\n${link}\n\n본인이 아니라면 이 메일을 무시하세요. 계정은 바뀌지 않았어요.`,
  },
  en: {
    subject: '[Quizset] Someone tried to sign up with your e-mail',
    body: (link) =>
      `Someone tried to create a Quizset account with this e-mail address. You already have an account with it.\n\nIf it was you, sign in. If you forgot your password, reset it at the link below.\n\n${link}\n\nIf it was not you, ignore this mail: your account has not changed.`,
  },
};

/**
 * The mail to an account's owner when a sign-up used their address (issue 17 item 8): the sign-up
 * page tells the visitor nothing more than for any refusal, and the owner learns of the attempt and
 * how to get back in. In the owner's locale (Korean by default).
 */
export function existingAccountMail(params: {
  to: string;
  publicOrigin: string;
  locale: string | null | undefined;
}): Mail {
  const wording = WORDING[params.locale === 'en' ? 'en' : 'ko'];
  const link = `${params.publicOrigin}${FORGOT_PASSWORD_PATH}`;
  return { to: params.to, subject: wording.subject, text: wording.body(link), link };
}
