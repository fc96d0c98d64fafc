import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PaidPlan } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { QuoteRequestForm } from './quote-request-form';

/** The quote request form in a dialog, full screen on a phone (issue 22 item 3). */
export function QuoteRequestModal({ planType, onClose }: { planType: PaidPlan | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const me = useMe().data;
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={planType !== null}
      onClose={onClose}
      title={t('quote.title')}
      closeButtonProps={{ 'aria-label': t('quote.closeIcon') }}
      fullScreen={isPhone}
      centered
      data-testid="quote-modal"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('quote.intro')}
      </Text>
      {planType && (
        <QuoteRequestForm
          planType={planType}
          defaults={{ name: me?.name ?? '', email: me?.email ?? '', school: '' }}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
