import { Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/use-me';
import { PlanComparison } from './components/plan-comparison';

/** Countries a signed-out visitor can compare: KR (with BASIC) and everywhere else. */
const VISITOR_COUNTRIES = ['KR', 'US'] as const;

/**
 * /pricing (spec §2 routes: "target of plan-related upgrade buttons"; issue 8 "Plans"): the plans
 * of the user's country side by side. A signed-out visitor picks KR or elsewhere. Checkout is out of
 * scope: an admin sets a plan through PATCH /api/admin/users/{id}, which the page says.
 */
export default function PricingPage() {
  const { t } = useTranslation('plans');
  const me = useMe().data;
  const [visitorCountry, setVisitorCountry] = useState<string>('KR');
  const countryCode = me?.countryCode ?? visitorCountry;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pricing.title')}</Title>
        <Text c="dimmed">
          {me ? t('pricing.forCountry', { country: countryCode }) : t('pricing.visitor')}
        </Text>
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
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        <PlanComparison countryCode={countryCode} currentPlan={me?.planType} headingOrder={2} />
        <Text size="sm" c="dimmed" data-testid="pricing-checkout-note">
          {t('pricing.checkoutNote')}
        </Text>
      </Stack>
    </Container>
  );
}
