import { Anchor, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { setAllowReopenDuringPlay, setLearningMaterialEnabled } from '../lib/settings-operations';
import { GatedSwitch } from './gated-switch';
import { MaterialModal } from './material-modal';

/**
 * Learning material (spec §2 "Learning tool", §4; free, spec §6): turning it on with no material
 * opens the upload modal; otherwise it just toggles. The chosen file shows with a change button and
 * the "reopen during play" switch.
 */
export function MaterialOption() {
  const { t } = useTranslation('quiz-settings');
  const { formatFileSize } = useFormatters();
  const enabled = useBuildStore((state) => state.form.isLearningMaterialEnabled);
  const material = useBuildStore((state) => state.form.materials[0]);
  const edit = useBuildStore((state) => state.edit);
  const [isModalOpen, setModalOpen] = useState(false);
  return (
    <Stack gap="xs">
      <GatedSwitch
        testId="option-learning-material"
        label={t('material.label')}
        description={t('material.description')}
        checked={enabled}
        onChange={(next) =>
          next && !material ? setModalOpen(true) : edit((form) => setLearningMaterialEnabled(form, next))
        }
      />
      {material && (
        <Group gap="xs" wrap="nowrap" pl={54} data-testid="material-chosen">
          <Anchor
            href={material.url}
            target="_blank"
            rel="noopener"
            size="sm"
            truncate
            style={{ minWidth: 0 }}
          >
            {material.originalFileName ?? material.url}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(material.fileSize)}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setModalOpen(true)}
            style={{ flexShrink: 0 }}
          >
            {t('material.change')}
          </Button>
        </Group>
      )}
      {material && enabled && (
        <Switch
          pl={54}
          size="xs"
          label={t('material.allowReopen')}
          checked={material.allowReopenDuringPlay}
          onChange={(event) => {
            const allow = event.currentTarget.checked;
            edit((form) => setAllowReopenDuringPlay(form, allow));
          }}
          data-testid="option-allow-reopen"
        />
      )}
      {/* Remounted on each opening, so it starts from the saved material. */}
      <MaterialModal key={String(isModalOpen)} opened={isModalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}
