import { Badge, Box, Button, Group, Image, List, Stack, Title } from '@mantine/core';
import { canUseTemplate, type MapTemplate } from '@quizset/domain';
import { IconArrowLeft, IconExternalLink, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { usePlanDialogStore } from '../../plans';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { setTemplate } from '../store/operations';

/**
 * The map picker's detail panel (spec §2 modal 1, §4 "Map submit"): the details image, the localized
 * name and description list, preview play (the template's `previewPlayUrl`, a new tab) and submit —
 * which selects the map, or, when the plan is too low, becomes an upgrade button opening the plan
 * dialog with origin `paidMap`. On a phone the submit bar sticks to the bottom of the screen.
 */
export function MapDetail({
  template,
  onBack,
  onChosen,
  isPhone,
}: {
  template: MapTemplate;
  onBack: () => void;
  /** Called when the map is selected (the picker then moves focus to the title). */
  onChosen?: () => void;
  isPhone: boolean;
}) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const me = useMe().data;
  const openPlanDialog = usePlanDialogStore((state) => state.openPlanDialog);
  const text = template.serializedLocalize[locale];
  const isLocked = me ? !canUseTemplate(me.planType, template, me.countryCode ?? undefined) : false;
  const plan = t(`plans.${template.templatePlanType}`);
  // The card that opened this panel is gone: focus lands on the map's name, not on the page
  // (issue 19 item 13); Tab goes on to preview and submit.
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const submit = () => {
    if (isLocked) return openPlanDialog({ origin: 'paidMap', initialPlanType: template.templatePlanType });
    const store = useBuildStore.getState();
    store.edit((form) => setTemplate(form, template));
    onChosen?.();
    store.setMapPickerOpen(false);
  };
  return (
    <Stack gap="md" data-testid="map-detail" pb={isPhone ? 72 : 0}>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
        data-testid="map-detail-back"
      >
        {t('map.back')}
      </Button>
      <Image src={template.detailsImage} alt="" radius="md" mah={320} fit="contain" bg="gray.1" />
      <Group gap="xs">
        <Title order={3} size="h3" ref={headingRef} tabIndex={-1} data-testid="map-detail-name">
          {text.name}
        </Title>
        <Badge variant="light">{t(`map.types.${template.type}`)}</Badge>
        <Badge
          variant="light"
          color={template.templatePlanType === 'FREE' ? 'teal' : 'grape'}
          leftSection={isLocked ? <IconLock size={10} aria-hidden /> : undefined}
        >
          {t('map.locked', { plan })}
        </Badge>
      </Group>
      <List size="sm" spacing={4}>
        {text.description.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Box
        style={
          isPhone
            ? {
                position: 'fixed',
                insetInline: 0,
                bottom: 0,
                padding: 12,
                background: 'var(--mantine-color-body)',
                borderTop: '1px solid var(--mantine-color-gray-3)',
                zIndex: 5,
              }
            : undefined
        }
      >
        <Group gap="sm" justify={isPhone ? 'stretch' : 'flex-end'} grow={isPhone} wrap="nowrap">
          <Button
            variant="default"
            component="a"
            href={text.previewPlayUrl ?? undefined}
            target="_blank"
            rel="noopener"
            disabled={!text.previewPlayUrl}
            leftSection={<IconExternalLink size={16} aria-hidden />}
            data-testid="map-preview-play"
          >
            {t('map.previewPlay')}
          </Button>
          <Button
            onClick={submit}
            color={isLocked ? 'grape' : undefined}
            data-testid="map-submit"
            data-upgrade={isLocked || undefined}
          >
            {isLocked ? t('map.upgrade', { plan }) : t('map.submit')}
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}
