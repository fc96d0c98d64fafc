import type { Locale } from '@quizset/domain';
import type { Mail } from './send-mail';

/** Where the web app's reset page lives; the mail links there with the token (issue 8 "Accounts"). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Minutes a reset link stays valid (better-auth's `resetPasswordTokenExpiresIn`, in seconds ×60). */
export const RESET_LINK_MINUTES = 60;

const WORDING: Record<Locale, { subject: string; body: (link: string) => string }> = {
  ko: {
    subject: '[Quizset] 비밀번호 재설정',
    body: (link) =>
      `아래 링크에서 새 비밀번호를 정하세요. 링크는 ${RESET_LINK_MINUTES}분 동안 한 번만 쓸 수 있습니다.\n\n${link}\n\n요청하지 않았다면 이 메일을 무시하세요.`,
  },
  en: {
    subject: '[Quizset] Reset your password',
    body: (link) =>
      `Choose a new password at the link below. It works once, for ${RESET_LINK_MINUTES} minutes.\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  },
};

/**
 * The password-reset mail for `to` in the user's locale (Korean by default): a link to the web app's
 * reset page carrying better-auth's single-use token.
 */
export function passwordResetMail(params: {
  to: string;
  token: string;
  publicOrigin: string;
  locale: string | null | undefined;
}): Mail {
  const wording = WORDING[params.locale === 'en' ? 'en' : 'ko'];
  const link = `${params.publicOrigin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(params.token)}`;
  return { to: params.to, subject: wording.subject, text: wording.body(link), link };
}
