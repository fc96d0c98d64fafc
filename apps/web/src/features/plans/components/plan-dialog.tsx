import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../auth/use-me';
import { PRICING_PATH } from '../lib/paths';
import { usePlanDialogStore } from '../store/plan-dialog-store';
import { PlanComparison } from './plan-comparison';

/**
 * The plan upgrade dialog (spec §2 modal 12, §6): opened with an initial plan type and an origin
 * (a feature, a paid map, the plan chip), it says why it opened and compares what each plan of the
 * user's country unlocks, the initial plan outlined. "What happens after the gate in the upgrade
 * flow is not shown" (spec §2): the upgrade button leads to /pricing, which sells the plan (Stripe Checkout or a
 * quote request, issue 22).
 */
export function PlanDialog() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const me = useMe().data;
  // Mounted on the first request (PlanDialogHost): opening one commit later keeps the enter transition.
  const isMounted = useMounted();
  const request = usePlanDialogStore((state) => state.request);
  const close = usePlanDialogStore((state) => state.closePlanDialog);
  const plan = request?.initialPlanType ?? 'PRO';
  const planName = t(`names.${plan}`);
  const reason = !request
    ? ''
    : request.origin === 'feature' && request.feature
      ? t('reason.feature', { feature: t(`rows.${request.feature}`), plan: planName })
      : t(`reason.${request.origin}`, { plan: planName });
  return (
    <Modal
      opened={isMounted && request !== null}
      onClose={close}
      title={t('dialog.title', { plan: planName })}
      // Its own name: the footer's text button is "Close" already (issue 24: names in both languages).
      closeButtonProps={{ 'aria-label': t('dialog.closeIcon') }}
      size="xl"
      fullScreen={isPhone}
      centered
      zIndex={320}
      data-testid="plan-dialog"
      data-origin={request?.origin}
      data-initial-plan={request?.initialPlanType}
    >
      <Text mb="md" data-testid="plan-dialog-reason">
        {reason}
      </Text>
      <PlanComparison countryCode={me?.countryCode ?? 'KR'} currentPlan={me?.planType} highlightPlan={plan} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('dialog.close')}
        </Button>
        <Button
          color="grape"
          data-testid="plan-dialog-upgrade"
          onClick={() => {
            close();
            navigate(PRICING_PATH);
          }}
        >
          {t('dialog.upgrade', { plan: planName })}
        </Button>
      </Group>
    </Modal>
  );
}
