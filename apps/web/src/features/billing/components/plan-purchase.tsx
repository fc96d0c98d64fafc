import { Button, Stack, Text } from '@mantine/core';
import { type BillingInterval, isPlanAtLeast, type PaidPlan, type PlanType } from '@quizset/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { withCallbackUrl } from '../../../lib/callback-url';
import { type PlanPrice, startCheckout } from '../api';
import { formatPrice } from '../lib/format-price';

/** Leaves the app for Stripe's hosted Checkout page (a separate function so tests can watch it). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * A plan's price for the chosen interval and its one button (issue 22 item 1): "Subscribe" through
 * Stripe Checkout when the price has one and the reader is signed in (signed out: sign in first),
 * "Request a quote" otherwise (`onQuote`). FREE shows its zero price and no button; the reader's own
 * plan or a lower one shows no purchase.
 */
export function PlanPurchase({
  plan,
  interval,
  prices,
  currentPlan,
  signedIn,
  onQuote,
}: {
  plan: PlanType;
  interval: BillingInterval;
  prices: PlanPrice[];
  currentPlan: PlanType | undefined;
  signedIn: boolean;
  onQuote: (plan: PaidPlan) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const location = useLocation();
  const checkout = useMutation({ mutationFn: startCheckout, onSuccess: goTo });
  const price = prices.find((row) => row.plan === plan && row.interval === interval);
  const currency = prices[0]?.currency;
  const amount =
    plan === 'FREE'
      ? currency
        ? formatPrice(0, currency, i18n.language)
        : t('free')
      : price
        ? formatPrice(price.unitAmount, price.currency, i18n.language)
        : null;
  const owned = currentPlan !== undefined && isPlanAtLeast(currentPlan, plan);
  return (
    <Stack gap={6} data-testid={`plan-price-${plan}`}>
      {amount && (
        <Text fw={700} size="xl" data-testid={`plan-amount-${plan}`}>
          {amount}
          {plan !== 'FREE' && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t(`per.${interval}`)}
            </Text>
          )}
        </Text>
      )}
      {plan !== 'FREE' && !owned && (
        <>
          {price?.checkout && signedIn ? (
            <Button
              color="grape"
              loading={checkout.isPending}
              onClick={() => checkout.mutate({ plan: plan as PaidPlan, interval })}
              data-testid={`plan-checkout-${plan}`}
            >
              {t('subscribe', { plan: t(`plans:names.${plan}`) })}
            </Button>
          ) : price?.checkout ? (
            <Button
              component={Link}
              to={withCallbackUrl('/login', `${location.pathname}${location.search}`)}
              color="grape"
              data-testid={`plan-sign-in-${plan}`}
            >
              {t('signInToSubscribe')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="grape"
              onClick={() => onQuote(plan as PaidPlan)}
              data-testid={`plan-quote-${plan}`}
            >
              {t('requestQuote')}
            </Button>
          )}
          {checkout.isError && <ErrorAlert error={checkout.error} />}
        </>
      )}
    </Stack>
  );
}
