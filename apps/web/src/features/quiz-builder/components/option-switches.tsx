import { Stack, Switch } from '@mantine/core';
import type { OptionLockReason, PlanType } from '@quizset/domain';
import { requiredPlanFor } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { usePlanType } from '../api/me';
import { fieldId } from '../lib/field-id';
import { optionSwitches } from '../lib/option-rules';
import { useBuildStore } from '../store/build-store';
import { type OptionKey, setOption } from '../store/operations';

/**
 * The options of spec §4. What is locked and why comes from the domain's `normalizeOptions`, so the
 * switches, the operations and the server agree. "Hide from explore" is the inverse of `isPublic`.
 */
export function OptionSwitches() {
  const { t } = useTranslation('quiz-builder');
  const form = useBuildStore((state) => state.form);
  const mapType = useBuildStore((state) => state.mapType);
  const planType = usePlanType();
  const switches = optionSwitches(form, mapType, planType);
  const set = (key: OptionKey, value: boolean) =>
    useBuildStore.getState().edit((current) => setOption(current, key, value, mapType));

  const describe = (key: OptionKey, fallback: string) => {
    const reason = switches[key].reason;
    return reason ? lockMessage(reason, t) : t(fallback);
  };

  return (
    <Stack gap="md">
      <Switch
        id={fieldId('isPublic')}
        data-testid="option-hide-from-explore"
        label={t('settings.hideFromExplore')}
        description={describe('isPublic', 'settings.hideFromExploreDescription')}
        checked={!form.isPublic}
        disabled={switches.isPublic.disabled}
        onChange={(event) => set('isPublic', !event.currentTarget.checked)}
      />
      <Switch
        id={fieldId('allowPass')}
        data-testid="option-allow-pass"
        label={t('settings.allowPass')}
        description={describe('allowPass', 'settings.allowPassDescription')}
        checked={form.allowPass}
        disabled={switches.allowPass.disabled}
        onChange={(event) => set('allowPass', event.currentTarget.checked)}
      />
      <Switch
        id={fieldId('showIncorrectAnswer')}
        data-testid="option-show-incorrect-answer"
        label={t('settings.showIncorrectAnswer')}
        description={describe('showIncorrectAnswer', 'settings.showIncorrectAnswerDescription')}
        checked={form.showIncorrectAnswer}
        disabled={switches.showIncorrectAnswer.disabled}
        onChange={(event) => set('showIncorrectAnswer', event.currentTarget.checked)}
      />
      <Switch
        id={fieldId('isShuffle')}
        data-testid="option-shuffle"
        label={t('settings.shuffle')}
        description={describe('isShuffle', 'settings.shuffleDescription')}
        checked={form.isShuffle}
        disabled={switches.isShuffle.disabled}
        onChange={(event) => set('isShuffle', event.currentTarget.checked)}
      />
    </Stack>
  );
}

function lockMessage(
  reason: OptionLockReason,
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
      const plan: PlanType = requiredPlanFor('PRIVATE_QUIZ');
      return t('settings.planRequired', { plan: t(`plans.${plan}`) });
    }
  }
}
