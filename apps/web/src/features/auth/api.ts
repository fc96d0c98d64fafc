import type { CountryCode, Locale, UserType } from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

/** Calls of api.md "Accounts". Sessions are cookies; these only carry the bodies. */

// A module of its own: the player's first load needs it and none of the calls below (issue 20 item 1).
export { fetchMe } from './me-api';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email; 401 on a wrong email or password. */
export async function signIn(input: SignInInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export interface SignUpInput extends SignInInput {
  name: string;
}

/** POST /api/auth/sign-up/email; signs the new user in (session cookie). */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
}

/** POST /api/auth/sign-out. An empty JSON object: the auth handler expects a JSON body on POST. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * PATCH /api/users/info with the user type and country chosen at sign-up (spec-decisions §2:
 * `/sign-up/type`; issue 19 item 1: the country decides the curriculum tree and publishers).
 */
export async function updateUserType(input: { userType: UserType; countryCode: CountryCode }): Promise<void> {
  await apiRequest('/api/users/info', { method: 'PATCH', body: input });
}

/** The account page's profile fields (PATCH /api/users/info; 400 on a bad value, nothing changed). */
export interface AccountInfo {
  name: string;
  userType: UserType;
  countryCode: CountryCode;
}

/** PATCH /api/users/info from the account page (issue 19 item 2). */
export async function updateAccountInfo(input: AccountInfo): Promise<void> {
  await apiRequest('/api/users/info', { method: 'PATCH', body: input });
}

/**
 * POST /api/auth/change-password (better-auth): 400 when `currentPassword` is wrong or the new one
 * is too short. Other devices keep their sessions; "sign out of all devices" ends them.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiRequest('/api/auth/change-password', { method: 'POST', body: input });
}

/**
 * POST /api/auth/revoke-sessions (better-auth's revokeSessions): ends every session of the account,
 * this one included (issue 19 item 2 "sign out of all devices").
 */
export async function revokeAllSessions(): Promise<void> {
  await apiRequest('/api/auth/revoke-sessions', { method: 'POST', body: {} });
}

/** GET /api/site-config: `demoAccounts` is true when the server seeds the demo accounts (SEED_DEMO). */
export async function fetchSiteConfig(): Promise<{ demoAccounts: boolean }> {
  const { data } = await apiRequest<{ data: { demoAccounts: boolean } }>('/api/site-config');
  return data;
}

/** PATCH /api/users/edit with the UI language, so the account keeps the choice across devices. */
export async function updateLocale(locale: Locale): Promise<void> {
  await apiRequest('/api/users/edit', { method: 'PATCH', body: { locale } });
}

/**
 * POST /api/auth/request-password-reset (better-auth's reset flow, issue 8 "Accounts"): mails a
 * single-use link to /reset-password if the address has an account; answers the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

/** POST /api/auth/reset-password: sets the new password with the link's token (400 when used or expired). */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}
