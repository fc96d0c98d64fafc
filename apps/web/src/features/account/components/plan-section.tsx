import { Badge, Button, Group, Text } from '@mantine/core';
import type { PlanType } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillingSummary } from '../../billing';
import { PRICING_PATH } from '../../plans';
import { SectionCard } from './section-card';

/**
 * The plan and its upgrade path (issue 19 item 2), with the subscription Stripe sold it under:
 * renewal or end date and the customer portal (issue 22, BillingSummary).
 */
export function PlanSection({ planType }: { planType: PlanType }) {
  const { t } = useTranslation('account');
  const { t: tPlans } = useTranslation('plans');
  return (
    <SectionCard id="account-plan" title={t('plan.title')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text>{t('plan.current')}</Text>
          <Badge variant="light" color={planType === 'FREE' ? 'gray' : 'grape'} data-testid="account-plan">
            {tPlans(`names.${planType}`)}
          </Badge>
        </Group>
        <Button component={Link} to={PRICING_PATH} variant="light" data-testid="account-pricing">
          {planType === 'PRO' ? t('plan.compare') : t('plan.upgrade')}
        </Button>
      </Group>
      <BillingSummary />
    </SectionCard>
  );
}
