import { Group, Switch } from '@mantine/core';
import type { PlanFeature } from '@quizset/domain';
import type { ReactNode } from 'react';
import { PlanBadge, usePlanGate } from '../../plans';

interface GatedSwitchProps {
  /** The plan-gated feature of spec §6, or none for a free option. */
  feature?: PlanFeature;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/**
 * An option switch of the settings' learning tool and advanced sections. A gated one shows the plan
 * badge; turning it on without the plan opens the plan dialog instead (spec §6); turning it off
 * never needs a plan (spec §4).
 */
export function GatedSwitch({ feature, label, description, checked, onChange, testId }: GatedSwitchProps) {
  const gate = usePlanGate(feature ?? 'PRIVATE_QUIZ');
  const isLocked = feature !== undefined && gate.isLocked;
  return (
    <Switch
      data-testid={testId}
      data-plan-locked={isLocked || undefined}
      label={
        <Group gap={6} wrap="nowrap" component="span">
          {label}
          {feature && <PlanBadge feature={feature} />}
        </Group>
      }
      description={description}
      checked={checked}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        if (next && isLocked) gate.openDialog();
        else onChange(next);
      }}
    />
  );
}
