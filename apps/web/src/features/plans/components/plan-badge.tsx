import { Badge } from '@mantine/core';
import type { PlanFeature } from '@quizset/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlanGate } from '../lib/use-plan-gate';

/**
 * The plan badge on a locked feature (spec §6): the lowest plan that opens it, by its name in the
 * interface language (docs/glossary.md: 베이직/프로, not Latin BASIC/PRO), nothing when open.
 * The one badge of the app: settings toggles, AI entry points, card tools.
 */
export function PlanBadge({ feature }: { feature: PlanFeature }) {
  const { t } = useTranslation('plans');
  const { isLocked, requiredPlan } = usePlanGate(feature);
  if (!isLocked) return null;
  return (
    <Badge
      size="xs"
      variant="filled"
      color={requiredPlan === 'PRO' ? 'grape' : 'blue'}
      leftSection={<IconLock size={10} aria-hidden />}
      data-testid={`plan-badge-${feature}`}
      aria-label={t('badge', { plan: t(`names.${requiredPlan}`) })}
      style={{ flexShrink: 0 }}
    >
      {t(`names.${requiredPlan}`)}
    </Badge>
  );
}
