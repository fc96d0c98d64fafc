import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { setAiTutorEnabled } from '../lib/settings-operations';
import { GatedSwitch } from './gated-switch';
import { TutorChooser } from './tutor-chooser';

/**
 * AI tutor (spec §2 "Learning tool", §4; AI_TUTOR; KR users only — the settings tab leaves it out
 * elsewhere): turning it on with no tutor opens the chooser; off keeps the chosen tutor.
 */
export function AiTutorOption() {
  const { t } = useTranslation('quiz-settings');
  const enabled = useBuildStore((state) => state.form.aiTutorEnabled);
  const tutor = useBuildStore((state) => state.form.aiTutor);
  const edit = useBuildStore((state) => state.edit);
  const [isChooserOpen, setChooserOpen] = useState(false);
  return (
    <Stack gap="xs">
      <GatedSwitch
        feature="AI_TUTOR"
        testId="option-ai-tutor"
        label={t('tutor.label')}
        description={t('tutor.description')}
        checked={enabled}
        onChange={(next) =>
          next && !tutor ? setChooserOpen(true) : edit((form) => setAiTutorEnabled(form, next))
        }
      />
      {tutor && (
        <Group gap="sm" wrap="nowrap" pl={54} data-testid="ai-tutor-chosen">
          <Avatar src={tutor.avatarSrc} radius="xl" size={32} alt="" />
          <Text size="sm" truncate style={{ flex: 1 }}>
            {tutor.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setChooserOpen(true)}
            style={{ flexShrink: 0 }}
          >
            {t('tutor.change')}
          </Button>
        </Group>
      )}
      <TutorChooser opened={isChooserOpen} onClose={() => setChooserOpen(false)} />
    </Stack>
  );
}
