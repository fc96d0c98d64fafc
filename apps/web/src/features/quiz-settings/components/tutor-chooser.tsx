import {
  Alert,
  Avatar,
  Badge,
  Button,
  Grid,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AiTutorTemplate } from '@quizset/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormAiTutor } from '../../quiz-builder/api/ai-tutors';
import { useLocale } from '../../quiz-builder/lib/use-locale';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { useAiTutorTemplates } from '../api/ai-tutors';
import { chooseAiTutor } from '../lib/settings-operations';
import { tutorGuideImage } from '../lib/tutor-guide';
import { TutorDetail } from './tutor-detail';

/**
 * The AI tutor install (spec §2 modal 8, §4): an intro with the guide image first, then the list of
 * tutors (GET /api/ai-tutor-templates) beside the chosen one's detail — the detail in its own dialog
 * on a phone. Confirming chooses the tutor and turns the option on.
 */
export function TutorChooser({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('quiz-settings');
  const locale = useLocale();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState<'intro' | 'list'>('intro');
  const [selected, setSelected] = useState<AiTutorTemplate | null>(null);
  const tutors = useAiTutorTemplates(opened && step === 'list');
  const guide = tutorGuideImage([
    i18n.language,
    ...(typeof navigator === 'undefined' ? [] : navigator.languages),
  ]);

  const close = () => {
    setStep('intro');
    setSelected(null);
    onClose();
  };
  const confirm = (tutor: AiTutorTemplate) => {
    useBuildStore.getState().edit((form) => chooseAiTutor(form, toFormAiTutor(tutor, locale)));
    close();
  };

  const list = (
    <Stack gap={6} data-testid="tutor-list">
      {tutors.isPending && <Loader size="sm" />}
      {tutors.isError && <Alert color="red">{t('tutor.loadFailed')}</Alert>}
      {tutors.data?.map((tutor) => {
        const text = tutor.serializedLocalize[locale];
        return (
          <UnstyledButton
            key={tutor.id}
            onClick={() => setSelected(tutor)}
            aria-pressed={selected?.id === tutor.id}
            data-testid={`tutor-option-${tutor.id}`}
            p="xs"
            style={{
              display: 'flex',
              gap: 10,
              alignItems: 'center',
              borderRadius: 8,
              border: `1px solid ${selected?.id === tutor.id ? 'var(--mantine-color-grape-6)' : 'var(--mantine-color-gray-3)'}`,
            }}
          >
            <Avatar src={tutor.avatarSrc} radius="xl" alt="" />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {text.displayName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {text.tags.join(' · ')}
              </Text>
            </div>
            {tutor.hasNewTag && (
              <Badge size="xs" color="red">
                {t('tutor.new')}
              </Badge>
            )}
          </UnstyledButton>
        );
      })}
    </Stack>
  );

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={t(step === 'intro' ? 'tutor.introTitle' : 'tutor.listTitle')}
        size={step === 'intro' ? 'lg' : 'xl'}
        fullScreen={isPhone}
        centered
        data-testid="tutor-chooser"
      >
        {step === 'intro' ? (
          <Stack gap="md" data-testid="tutor-intro">
            <Image src={guide} alt={t('tutor.guideAlt')} radius="md" data-testid="tutor-guide" />
            <Text size="sm">{t('tutor.intro')}</Text>
            <Button onClick={() => setStep('list')} data-testid="tutor-start">
              {t('tutor.start')}
            </Button>
          </Stack>
        ) : isPhone ? (
          list
        ) : (
          <Grid>
            <Grid.Col span={5}>{list}</Grid.Col>
            <Grid.Col span={7}>
              {selected ? (
                <TutorDetail tutor={selected} onConfirm={() => confirm(selected)} />
              ) : (
                <Text c="dimmed" size="sm">
                  {t('tutor.pick')}
                </Text>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Modal>
      {/* On a phone the detail is a dialog of its own, over the list (spec §2 modal 8). */}
      <Modal
        opened={Boolean(isPhone && opened && selected)}
        onClose={() => setSelected(null)}
        title={t('tutor.detailTitle')}
        fullScreen
        zIndex={310}
        data-testid="tutor-detail-dialog"
      >
        {selected && <TutorDetail tutor={selected} onConfirm={() => confirm(selected)} />}
      </Modal>
    </>
  );
}
