import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { canUseFeature, type PlanFeature, type PlanType, requiredPlanFor } from '@quizset/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../auth/use-me';
import { useAiUiStore } from '../store/ai-ui-store';

/**
 * The plan gate of an AI entry point (spec §6: "Without access the plan modal opens with the initial
 * plan type and origin, and a plan badge shows on the feature"). A stand-in for issue 8's shared plan
 * badge and plan dialog, kept to this file and `AiPlanDialog` so the lead can swap them: callers use
 * only `usePlanGate(feature)` and `<PlanBadge feature>`. The server refuses the call too (403
 * PLAN_REQUIRED), so this is the explanation, not the lock.
 */
export interface PlanGate {
  isLocked: boolean;
  requiredPlan: PlanType;
  /** Runs `action` when the plan allows the feature, else opens the plan dialog. */
  guard: (action: () => void) => () => void;
}

export function usePlanGate(feature: PlanFeature): PlanGate {
  const me = useMe().data;
  const openPlanDialog = useAiUiStore((state) => state.openPlanDialog);
  const requiredPlan = requiredPlanFor(feature, me?.countryCode ?? undefined);
  // Unknown plan (loading): let the click through; the server answers 403 if it must.
  const isLocked = me ? !canUseFeature(me.planType, feature, me.countryCode ?? undefined) : false;
  return {
    isLocked,
    requiredPlan,
    guard: (action) => () => (isLocked ? openPlanDialog(feature) : action()),
  };
}

/** The plan badge on a locked feature: the lowest plan that opens it. Nothing when open. */
export function PlanBadge({ feature }: { feature: PlanFeature }) {
  const { t } = useTranslation('ai');
  const { isLocked, requiredPlan } = usePlanGate(feature);
  if (!isLocked) return null;
  return (
    <Badge
      size="xs"
      variant="filled"
      color={requiredPlan === 'PRO' ? 'grape' : 'blue'}
      leftSection={<IconLock size={10} aria-hidden />}
      data-testid={`plan-badge-${feature}`}
      aria-label={t('plan.badge', { plan: requiredPlan })}
    >
      {requiredPlan}
    </Badge>
  );
}

/** The plan upgrade dialog (spec §2 modal 12): names the plan the feature needs; upgrades go to /pricing. */
export function AiPlanDialog() {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const me = useMe().data;
  const feature = useAiUiStore((state) => state.planFeature);
  const close = useAiUiStore((state) => state.closePlanDialog);
  const plan = feature ? requiredPlanFor(feature, me?.countryCode ?? undefined) : 'PRO';
  return (
    <Modal
      opened={feature !== null}
      onClose={close}
      title={t('plan.title', { plan })}
      centered
      zIndex={320}
      data-testid="ai-plan-dialog"
    >
      <Text mb="lg">{feature ? t('plan.body', { feature: t(`plan.features.${feature}`), plan }) : null}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('plan.close')}
        </Button>
        <Button
          color="grape"
          onClick={() => {
            close();
            navigate('/pricing');
          }}
        >
          {t('plan.upgrade', { plan })}
        </Button>
      </Group>
    </Modal>
  );
}
