import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EditBlock, useBuildStore } from '../store/build-store';

/** The upgrade target of plan-related buttons (spec §2 routes: /pricing). */
export const PRICING_PATH = '/pricing';

function useEditBlockTexts(block: EditBlock) {
  const { t } = useTranslation('quiz-builder');
  return block.reason === 'PLAN'
    ? {
        title: t('editBlock.planTitle', { plan: t(`plans.${block.requiredPlan}`) }),
        body: t('editBlock.planBody', { plan: t(`plans.${block.requiredPlan}`) }),
      }
    : { title: t('editBlock.unknownTitle'), body: t('editBlock.unknownBody') };
}

/**
 * The notice above a quiz set that cannot be edited (spec §4): the plan notice when its map is above
 * the user's plan, the 'unknown' notice when the data's country differs from the user's.
 */
export function EditBlockNotice() {
  const block = useBuildStore((state) => state.editBlock);
  if (!block) return null;
  return <EditBlockNoticeOf block={block} />;
}

function EditBlockNoticeOf({ block }: { block: EditBlock }) {
  const { t } = useTranslation('quiz-builder');
  const { title, body } = useEditBlockTexts(block);
  return (
    <Alert
      color={block.reason === 'PLAN' ? 'grape' : 'gray'}
      icon={<IconLock size={18} aria-hidden />}
      title={title}
      mb="md"
      data-testid={block.reason === 'PLAN' ? 'plan-notice' : 'unknown-notice'}
    >
      <Text size="sm">{body}</Text>
      {block.reason === 'PLAN' && (
        <Button component={Link} to={PRICING_PATH} size="xs" mt="xs" color="grape">
          {t('editBlock.upgrade')}
        </Button>
      )}
    </Alert>
  );
}

/**
 * The disabled-edit alert (spec §4): plan-related, with an upgrade button to /pricing, or a sorry
 * message. It opens when the set is loaded and whenever "Finish" is pressed.
 */
export function EditBlockAlert() {
  const block = useBuildStore((state) => state.editBlock);
  const isOpen = useBuildStore((state) => state.isEditBlockAlertOpen);
  if (!block) return null;
  return <EditBlockAlertOf block={block} isOpen={isOpen} />;
}

function EditBlockAlertOf({ block, isOpen }: { block: EditBlock; isOpen: boolean }) {
  const { t } = useTranslation('quiz-builder');
  const { title, body } = useEditBlockTexts(block);
  const close = () => useBuildStore.getState().setEditBlockAlertOpen(false);
  return (
    <Modal opened={isOpen} onClose={close} title={title} centered data-testid="edit-block-alert">
      <Text mb="lg">{body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('editBlock.close')}
        </Button>
        {block.reason === 'PLAN' && (
          <Button component={Link} to={PRICING_PATH} color="grape" data-testid="edit-block-upgrade">
            {t('editBlock.upgrade')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
