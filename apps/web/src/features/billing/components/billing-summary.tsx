import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatters } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { fetchBillingStatus, openPortal } from '../api';
import { billingKeys } from '../lib/query-keys';

/** How often the page asks again while Stripe's event is on its way after a checkout. */
const PENDING_POLL_MS = 2000;

/**
 * The subscription under the plan on /account (issue 22 item 2: "The account page shows the plan,
 * the renewal date and a link to Stripe's customer portal"). Back from Checkout
 * (`?checkout=success`) the plan changes only when Stripe's signed event arrives, so until the
 * subscription is there this says so and asks again every 2 s.
 */
export function BillingSummary() {
  const { t } = useTranslation('billing');
  const { formatDate } = useFormatters();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const backFromCheckout = searchParams.get('checkout') === 'success';
  const status = useQuery({
    queryKey: billingKeys.status,
    queryFn: fetchBillingStatus,
    refetchInterval: (query) =>
      backFromCheckout && query.state.data?.planType === 'FREE' ? PENDING_POLL_MS : false,
  });
  const portal = useMutation({ mutationFn: openPortal, onSuccess: (url) => window.location.assign(url) });
  const data = status.data;
  const planType = data?.planType;
  // The header chip and the gates read `me`: refresh it when the plan arrives.
  useEffect(() => {
    if (planType) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [planType, queryClient]);
  if (!data) return null;
  const subscription = data.subscription;
  const date = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const active = subscription && (subscription.status === 'active' || subscription.status === 'trialing');
  return (
    <>
      {backFromCheckout &&
        (data.planType === 'FREE' ? (
          <Alert color="blue" variant="light" role="status" data-testid="billing-pending">
            {t('account.pending')}
          </Alert>
        ) : (
          <Alert color="teal" variant="light" role="status" data-testid="billing-activated">
            {t('account.activated', { plan: t(`plans:names.${data.planType}`) })}
          </Alert>
        ))}
      {subscription && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c={active ? undefined : 'red'} data-testid="billing-renewal">
            {!active
              ? subscription.status === 'past_due' || subscription.status === 'unpaid'
                ? t('account.pastDue')
                : ''
              : date
                ? t(subscription.cancelAtPeriodEnd ? 'account.ends' : 'account.renews', { date })
                : ''}
          </Text>
          {data.portal && (
            <Button
              variant="default"
              loading={portal.isPending}
              onClick={() => portal.mutate()}
              data-testid="billing-portal"
            >
              {t('account.portal')}
            </Button>
          )}
        </Group>
      )}
      {portal.isError && <ErrorAlert error={portal.error} />}
    </>
  );
}
