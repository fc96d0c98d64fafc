import type { PlanType } from '@quizset/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError, msg } from '../lib/app-error';

/** What routes know about the signed-in caller. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  planType: PlanType;
  countryCode: string;
  isAdmin: boolean;
}

function toPlan(value: unknown): PlanType {
  return value === 'BASIC' || value === 'PRO' ? value : 'FREE';
}

/** The caller of `request`, or null when signed out (cookie missing, expired or forged). */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const result = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    planType: toPlan(u.planType),
    countryCode: typeof u.countryCode === 'string' ? u.countryCode : 'KR',
    isAdmin: u.admin === true,
  };
}

/**
 * The caller of `request` (api.md "Accounts").
 * @throws AppError UNAUTHENTICATED (401) when signed out.
 */
export async function requireSession(request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await getSessionUser(request);
  if (!sessionUser) throw new AppError('UNAUTHENTICATED', msg('server.unauthenticated'));
  return sessionUser;
}
