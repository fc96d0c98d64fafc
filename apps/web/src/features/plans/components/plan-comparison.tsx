import { Badge, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { type PlanType, plansForCountry } from '@quizset/domain';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planIncludes, planRows } from '../lib/plan-unlocks';

interface PlanComparisonProps {
  /** Level of each plan's name: 3 under a dialog's title, 2 under the pricing page's h1 (no skipped level). */
  headingOrder?: 2 | 3;
  countryCode: string;
  /** The user's plan, marked "current"; undefined when signed out. */
  currentPlan?: PlanType;
  /** The plan the dialog is aimed at, outlined. */
  highlightPlan?: PlanType;
  /** Under each plan's tagline: /pricing puts the price and the plan's button there (issue 22). */
  renderPrice?: (plan: PlanType) => ReactNode;
}

/**
 * The plans of `countryCode` side by side (spec §6; issue 8 "/pricing compares the three plans side
 * by side for the user's country"): FREE, BASIC (KR only) and PRO, each with every row of
 * `planRows` checked or not. One column per plan from the small breakpoint on, stacked on a phone.
 */
export function PlanComparison({
  countryCode,
  currentPlan,
  highlightPlan,
  headingOrder = 3,
  renderPrice,
}: PlanComparisonProps) {
  const { t } = useTranslation('plans');
  const plans = plansForCountry(countryCode);
  const rows = planRows(countryCode);
  return (
    <SimpleGrid cols={{ base: 1, sm: plans.length }} spacing="md" data-testid="plan-comparison">
      {plans.map((plan) => (
        <Card
          key={plan}
          withBorder
          radius="md"
          padding="md"
          data-testid={`plan-card-${plan}`}
          data-highlighted={plan === highlightPlan || undefined}
          // The card's parts sit on rows shared by all cards (subgrid), so a "Your plan" badge or a
          // longer tagline in one card never pushes its price and list below the others' (issue 22).
          style={{
            display: 'grid',
            gridTemplateRows: 'subgrid',
            gridRow: `span ${renderPrice ? 4 : 3}`,
            alignContent: 'start',
            ...(plan === highlightPlan
              ? { borderColor: 'var(--mantine-color-grape-6)', borderWidth: 2 }
              : undefined),
          }}
        >
          <Group gap="xs" justify="space-between" align="center" wrap="wrap">
            <Title order={headingOrder} size="h4">
              {t(`names.${plan}`)}
            </Title>
            {plan === currentPlan && (
              <Badge variant="light" color="teal" data-testid="plan-current">
                {t('current')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`taglines.${plan}`)}
          </Text>
          {renderPrice && <div>{renderPrice(plan)}</div>}
          <List spacing={6} size="sm" center>
            {rows.map((row) => {
              const included = planIncludes(plan, row);
              return (
                <List.Item
                  key={row.key}
                  c={included ? undefined : 'dimmed'}
                  icon={
                    <ThemeIcon size={18} radius="xl" variant="light" color={included ? 'teal' : 'gray'}>
                      {included ? <IconCheck size={12} aria-hidden /> : <IconMinus size={12} aria-hidden />}
                    </ThemeIcon>
                  }
                >
                  <VisuallyHidden>{t(included ? 'included' : 'notIncluded')} </VisuallyHidden>
                  {t(`rows.${row.key}`)}
                </List.Item>
              );
            })}
          </List>
        </Card>
      ))}
    </SimpleGrid>
  );
}
