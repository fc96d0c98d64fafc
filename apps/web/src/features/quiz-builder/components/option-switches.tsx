import { Group, Stack, Switch } from '@mantine/core';
import type { OptionLockReason, PlanType } from '@quizset/domain';
import { requiredPlanFor } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { PlanBadge, usePlanGate } from '../../plans';
import { fieldId } from '../lib/field-id';
import { optionSwitches } from '../lib/option-rules';
import { useBuildStore } from '../store/build-store';
import { type OptionKey, setOption } from '../store/operations';
import classes from './option-switches.module.css';

/**
 * The options of spec §4. What is locked and why comes from the domain's `normalizeOptions`, so the
 * switches, the operations and the server agree. "Hide from explore" is the inverse of `isPublic`.
 */
export function OptionSwitches() {
  const { t } = useTranslation('quiz-builder');
  const form = useBuildStore((state) => state.form);
  const me = useMe().data;
  const countryCode = me?.countryCode ?? form.countryCode;
  const switches = optionSwitches(form, me?.planType, countryCode);
  const set = (key: OptionKey, value: boolean) =>
    useBuildStore.getState().edit((current) => setOption(current, key, value));
  const lockMessage = (reason: OptionLockReason) => lockMessageOf(reason, countryCode, t);
  const privateGate = usePlanGate('PRIVATE_QUIZ');

  // A plan lock keeps the option's own description: the plan badge beside the label says which plan
  // (issue 19 item 15). Other locks (round map, pass off, too few questions) say why instead.
  const describe = (key: OptionKey, fallback: string) => {
    const reason = switches[key].reason;
    return reason && reason !== 'PLAN_REQUIRED' ? lockMessage(reason) : t(fallback);
  };

  return (
    <Stack gap="md">
      {OPTION_SWITCHES.map(({ key, testId, label, inverted }) => {
        // A plan lock is not a disabled switch: it shows the badge and opens the plan dialog (spec §6).
        const isPlanLocked = switches[key].reason === 'PLAN_REQUIRED';
        return (
          <Switch
            key={key}
            id={fieldId(key)}
            data-testid={testId}
            data-plan-locked={isPlanLocked || undefined}
            classNames={{ input: classes.input, track: classes.track, thumb: classes.thumb }}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                {t(label)}
                {key === 'isPublic' && <PlanBadge feature="PRIVATE_QUIZ" />}
              </Group>
            }
            description={describe(key, `${label}Description`)}
            checked={inverted ? !form[key] : form[key]}
            disabled={switches[key].disabled && !isPlanLocked}
            onChange={(event) =>
              isPlanLocked ? privateGate.openDialog() : set(key, inverted !== event.currentTarget.checked)
            }
          />
        );
      })}
    </Stack>
  );
}

/** The switches in screen order; "Hide from explore" shows `isPublic` inverted (spec §4). */
const OPTION_SWITCHES: { key: OptionKey; testId: string; label: string; inverted: boolean }[] = [
  { key: 'isPublic', testId: 'option-hide-from-explore', label: 'settings.hideFromExplore', inverted: true },
  { key: 'isAllowPass', testId: 'option-allow-pass', label: 'settings.allowPass', inverted: false },
  {
    key: 'showIncorrectAnswer',
    testId: 'option-show-incorrect-answer',
    label: 'settings.showIncorrectAnswer',
    inverted: false,
  },
  { key: 'isShuffle', testId: 'option-shuffle', label: 'settings.shuffle', inverted: false },
];

function lockMessageOf(
  reason: OptionLockReason,
  countryCode: string,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  switch (reason) {
    case 'ROUND_MAP':
      return t('settings.roundLocked');
    case 'ALLOW_PASS_OFF':
      return t('settings.needsAllowPass');
    case 'TOO_FEW_QUESTIONS':
      return t('settings.needsTwoQuestions');
    case 'PLAN_REQUIRED': {
      const plan: PlanType = requiredPlanFor('PRIVATE_QUIZ', countryCode);
      return t('settings.planRequired', { plan: t(`plans.${plan}`) });
    }
  }
}
