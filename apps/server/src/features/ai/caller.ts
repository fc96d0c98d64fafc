import { canUseFeature, type PlanFeature, requiredPlanFor } from '@quizset/domain';
import type { FastifyRequest } from 'fastify';
import type { AiEnv } from '../../env';
import { AppError, msg } from '../../lib/app-error';
import { type AiCaller, verifyAiToken } from './token';

const verified = new WeakMap<FastifyRequest, Promise<AiCaller | null>>();

/** The bearer token's caller, verified once per request (the rate limiter and the handler share it). */
export function callerOf(request: FastifyRequest, authSecret: string): Promise<AiCaller | null> {
  let pending = verified.get(request);
  if (!pending) {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+([A-Za-z0-9._-]+)$/.exec(header)?.[1];
    pending = token ? verifyAiToken(authSecret, token) : Promise.resolve(null);
    verified.set(request, pending);
  }
  return pending;
}

/**
 * The caller of an AI call (spec §7 "AI server behaviour"): a valid bearer token (401 otherwise, so
 * the client refreshes its token once), then the `X-Server-Name` header naming this deployment
 * (400 otherwise).
 */
export async function requireAiCaller(
  request: FastifyRequest,
  authSecret: string,
  ai: AiEnv,
): Promise<AiCaller> {
  const caller = await callerOf(request, authSecret);
  if (!caller) throw new AppError('UNAUTHENTICATED', msg('ai.tokenInvalid'));
  if (request.headers['x-server-name'] !== ai.serverName)
    throw new AppError('VALIDATION_FAILED', msg('ai.serverNameRequired'));
  return caller;
}

/**
 * Refuses a caller whose plan lacks `feature` in their country (spec §6) with 403 PLAN_REQUIRED
 * `{ feature, requiredPlan }` (api.md "Conventions").
 */
export function requireFeature(caller: AiCaller, feature: PlanFeature): void {
  if (canUseFeature(caller.plan, feature, caller.countryCode)) return;
  const requiredPlan = requiredPlanFor(feature, caller.countryCode);
  throw new AppError('PLAN_REQUIRED', msg('server.planRequired', { plan: requiredPlan }), {
    feature,
    requiredPlan,
  });
}
