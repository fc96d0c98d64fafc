import { Alert, Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { BILLING_INTERVALS, type BillingInterval, type PaidPlan } from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../auth/use-me';
import { PlanPurchase, QuoteRequestModal, usePrices } from '../billing';
import { PlanComparison } from './components/plan-comparison';

/** Countries a signed-out visitor can compare: KR (with BASIC) and everywhere else. */
const VISITOR_COUNTRIES = ['KR', 'US'] as const;

/**
 * /pricing (spec §2 routes: "target of plan-related upgrade buttons"; issue 8 "Plans"; issue 22):
 * the plans of the user's country side by side with their prices (KRW in KR, USD elsewhere, from the
 * server's price list), monthly or yearly, and one button per plan: Stripe Checkout when the server
 * sells the plan online, else the schools' quote request. A signed-out visitor picks KR or elsewhere.
 */
export default function PricingPage() {
  const { t } = useTranslation('plans');
  const { t: tBilling } = useTranslation('billing');
  const me = useMe().data;
  const [searchParams] = useSearchParams();
  const [visitorCountry, setVisitorCountry] = useState<string>('KR');
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [quotePlan, setQuotePlan] = useState<PaidPlan | null>(null);
  const countryCode = me?.countryCode ?? visitorCountry;
  const prices = usePrices(countryCode).data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pricing.title')}</Title>
        <Text c="dimmed">
          {me ? t('pricing.forCountry', { country: countryCode }) : t('pricing.visitor')}
        </Text>
        {searchParams.get('checkout') === 'cancel' && (
          <Alert color="gray" variant="light" role="status" data-testid="pricing-checkout-canceled">
            {tBilling('checkoutCanceled')}
          </Alert>
        )}
        <Group gap="md" wrap="wrap">
          {me === null && (
            <SegmentedControl
              aria-label={t('pricing.countryLabel')}
              value={visitorCountry}
              onChange={setVisitorCountry}
              data={VISITOR_COUNTRIES.map((country) => ({
                value: country,
                label: t(`pricing.countries.${country}`),
              }))}
              data-testid="pricing-country"
            />
          )}
          <SegmentedControl
            aria-label={tBilling('intervalLabel')}
            value={interval}
            onChange={(value) => setInterval(value as BillingInterval)}
            data={BILLING_INTERVALS.map((value) => ({ value, label: tBilling(`interval.${value}`) }))}
            data-testid="pricing-interval"
          />
        </Group>
        <PlanComparison
          countryCode={countryCode}
          currentPlan={me?.planType}
          headingOrder={2}
          renderPrice={(plan) =>
            prices && (
              <PlanPurchase
                plan={plan}
                interval={interval}
                prices={prices.prices}
                currentPlan={me?.planType}
                signedIn={Boolean(me)}
                onQuote={setQuotePlan}
              />
            )
          }
        />
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="pricing-checkout-note">
            {prices?.checkoutEnabled ? tBilling('note.checkout') : tBilling('note.quote')}
          </Text>
          {prices?.checkoutEnabled && (
            // Schools buy by quote even where single teachers pay online.
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setQuotePlan('PRO')}
              data-testid="pricing-school-quote"
            >
              {tBilling('schoolQuote')}
            </Button>
          )}
        </Group>
      </Stack>
      <QuoteRequestModal planType={quotePlan} onClose={() => setQuotePlan(null)} />
    </Container>
  );
}
