import { Badge, UnstyledButton } from '@mantine/core';
import type { PlanType } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { usePlanDialogStore } from '../store/plan-dialog-store';

/**
 * The header's plan chip (spec §2 "Plan chip: FREE and BASIC chips open the plan upgrade dialog
 * aimed at PRO; the PRO chip does nothing"). FREE and BASIC render a button; PRO a plain badge, so the
 * keyboard does not stop on a control that does nothing.
 */
export function PlanChip({ planType }: { planType: PlanType }) {
  const { t } = useTranslation('plans');
  const open = usePlanDialogStore((state) => state.openPlanDialog);
  const badge = (
    <Badge
      variant="light"
      color={planType === 'FREE' ? 'gray' : 'grape'}
      style={{ flexShrink: 0, overflow: 'visible', cursor: planType === 'PRO' ? undefined : 'pointer' }}
      data-testid={planType === 'PRO' ? 'plan-chip' : undefined}
    >
      {t('chip', { plan: t(`names.${planType}`) })}
    </Badge>
  );
  if (planType === 'PRO') return badge;
  return (
    <UnstyledButton
      data-testid="plan-chip"
      aria-label={t('chipUpgrade', { plan: t(`names.${planType}`) })}
      onClick={() => open({ origin: 'planChip', initialPlanType: 'PRO' })}
      style={{ flexShrink: 0, borderRadius: 16 }}
    >
      {badge}
    </UnstyledButton>
  );
}
