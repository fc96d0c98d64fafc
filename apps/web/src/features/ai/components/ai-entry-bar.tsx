import { Button, Group } from '@mantine/core';
import type { PlanFeature } from '@quizset/domain';
import { IconFileUpload, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AiModal, useAiUiStore } from '../store/ai-ui-store';
import { PlanBadge, usePlanGate } from './plan-gate';

/**
 * The quiz step's AI entry points (spec §2 Step 1: "AI generation from a topic, and AI generation
 * from a file"), each behind its plan feature of spec §6 (badge + plan dialog when locked).
 */
export function AiEntryBar() {
  const { t } = useTranslation('ai');
  return (
    <Group gap="xs" justify="center" role="group" aria-label={t('entry.label')} wrap="wrap">
      <EntryButton
        feature="AI_FROM_QUERY"
        modal={{ kind: 'topic' }}
        icon={<IconSparkles size={16} aria-hidden />}
        testId="ai-open-topic"
      >
        {t('entry.topic')}
      </EntryButton>
      <EntryButton
        feature="AI_FROM_FILE"
        modal={{ kind: 'file' }}
        icon={<IconFileUpload size={16} aria-hidden />}
        testId="ai-open-file"
      >
        {t('entry.file')}
      </EntryButton>
    </Group>
  );
}

interface EntryButtonProps {
  feature: PlanFeature;
  modal: AiModal;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}

function EntryButton({ feature, modal, icon, testId, children }: EntryButtonProps) {
  const openModal = useAiUiStore((state) => state.openModal);
  const gate = usePlanGate(feature);
  return (
    <Button
      variant="gradient"
      gradient={{ from: 'violet', to: 'grape', deg: 90 }}
      leftSection={icon}
      rightSection={<PlanBadge feature={feature} />}
      onClick={gate.guard(() => openModal(modal))}
      data-testid={testId}
      data-locked={gate.isLocked || undefined}
    >
      {children}
    </Button>
  );
}
