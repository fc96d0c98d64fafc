import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconMap, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { useNextQuizset } from '../api/next-quizset';
import { setNextQuizsetEnabled } from '../lib/settings-operations';
import { GatedSwitch } from './gated-switch';
import { NextQuizsetChooser } from './next-quizset-chooser';

/**
 * Advanced — next quiz set (spec §2 "Advanced", §4; CONTINUE_NEXT_QUIZSET): turning it on with none
 * chosen opens the chooser; turning it off keeps the id. The chosen set shows with a change button,
 * or the 'cannot load' placeholder when it no longer loads (spec §8). The server refuses a set the
 * teacher cannot read or the set itself.
 */
export function NextQuizsetOption() {
  const { t } = useTranslation('quiz-settings');
  const enabled = useBuildStore((state) => state.form.isNextQuizsetAvailable);
  const nextId = useBuildStore((state) => state.form.nextQuizsetId);
  const edit = useBuildStore((state) => state.edit);
  const [isChooserOpen, setChooserOpen] = useState(false);
  const chosen = useNextQuizset(nextId);
  return (
    <Stack gap="xs">
      <GatedSwitch
        feature="CONTINUE_NEXT_QUIZSET"
        testId="option-next-quizset"
        label={t('next.label')}
        description={t('next.description')}
        checked={enabled}
        onChange={(next) =>
          next && !nextId ? setChooserOpen(true) : edit((form) => setNextQuizsetEnabled(form, next))
        }
      />
      {nextId && (
        <Group gap="sm" wrap="nowrap" pl={54} data-testid="next-quizset-chosen">
          {chosen.data === null ? (
            <Group
              gap={6}
              wrap="nowrap"
              c="dimmed"
              data-testid="next-quizset-unavailable"
              style={{ flex: 1 }}
            >
              <IconPhotoOff size={20} aria-hidden />
              <Text size="sm">{t('next.cannotLoad')}</Text>
            </Group>
          ) : (
            <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Avatar radius="sm" size={32} alt="">
                <IconMap size={16} aria-hidden />
              </Avatar>
              <Text size="sm" truncate>
                {chosen.data?.title ?? ''}
              </Text>
            </Group>
          )}
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setChooserOpen(true)}
            style={{ flexShrink: 0 }}
          >
            {t('next.change')}
          </Button>
        </Group>
      )}
      <NextQuizsetChooser opened={isChooserOpen} onClose={() => setChooserOpen(false)} />
    </Stack>
  );
}
