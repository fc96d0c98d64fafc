import type { PlanType } from '@quizset/domain';
import { useMe } from '../../auth/use-me';

/**
 * The caller's plan (GET /api/users/me → `planType`, through the shell's `['me']` query), for the plan
 * chip, locked map templates and the PRIVATE_QUIZ gate. Undefined while loading.
 */
export function usePlanType(): PlanType | undefined {
  return useMe().data?.planType;
}
