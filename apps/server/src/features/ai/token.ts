import { createHmac } from 'node:crypto';
import { PLAN_TYPES, type PlanType } from '@quizset/domain';
import { jwtVerify, SignJWT } from 'jose';

/** Who calls the AI service, as its access token says (issue 9: user id, plan, country). */
export interface AiCaller {
  userId: string;
  plan: PlanType;
  countryCode: string;
  /** Teacher accounts and admins may read answers of public sets (api.md), hence the question bank. */
  isTeacher: boolean;
  /** The session the token was issued from (`sid`): a signed-out session's tokens are refused (issue 17 item 2). */
  sessionId?: string;
}

const AUDIENCE = 'quizset-ai';
const ISSUER = 'quizset';

/** The token key: derived from the auth secret, so an AI token is never a session secret and vice versa. */
function tokenKey(authSecret: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', authSecret).update('quizset ai access token v1').digest());
}

/**
 * A short-lived bearer access token for the AI service (api.md `POST /api/ai/token`): an HS256 JWT
 * with the caller's id (`sub`), plan, country and teacher flag, valid `ttlSeconds`. The plan is a
 * snapshot: a plan change applies from the next token (at most `ttlSeconds` later).
 */
export async function issueAiToken(
  authSecret: string,
  caller: AiCaller,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    plan: caller.plan,
    country: caller.countryCode,
    teacher: caller.isTeacher,
    ...(caller.sessionId ? { sid: caller.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(caller.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(tokenKey(authSecret));
}

/** The caller of a valid, unexpired token; null for anything else (forged, expired, other audience, alg none). */
export async function verifyAiToken(authSecret: string, token: string): Promise<AiCaller | null> {
  try {
    const { payload } = await jwtVerify(token, tokenKey(authSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
    });
    const plan = (PLAN_TYPES as readonly string[]).includes(String(payload.plan))
      ? (payload.plan as PlanType)
      : null;
    if (!payload.sub || !plan || typeof payload.country !== 'string') return null;
    return {
      userId: payload.sub,
      plan,
      countryCode: payload.country,
      isTeacher: payload.teacher === true,
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}
