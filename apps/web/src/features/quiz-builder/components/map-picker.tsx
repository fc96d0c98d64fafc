import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  canUseTemplate,
  MAP_TYPE_FILTERS,
  type MapTemplate,
  type MapTypeFilter,
  type PlanType,
  plansForCountry,
} from '@quizset/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { useBuildData } from '../api/build-data';
import { fieldId } from '../lib/field-id';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { setTemplate } from '../store/operations';

/** Shown when a thumbnail fails to load, so the grid keeps its shape and the name stays readable. */
const THUMBNAIL_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3C/svg%3E";

/**
 * The map picker (spec §2; issue 2's first version): a type filter (`total` plus the map types), one
 * section per plan of the user's country (no BASIC section outside KR, spec §6), a grid of cards. A
 * template above the caller's plan shows a lock and, when chosen, an upgrade notice instead of being
 * selected (§6). Full screen on phones. (The redesign with a detail panel is a later issue.)
 */
export function MapPickerModal() {
  const { t } = useTranslation('quiz-builder');
  const isOpen = useBuildStore((state) => state.isMapPickerOpen);
  const setOpen = useBuildStore((state) => state.setMapPickerOpen);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [filter, setFilter] = useState<MapTypeFilter>('total');
  const [upgrade, setUpgrade] = useState<MapTemplate | null>(null);
  // A map was just chosen: focus goes on to the title, the next thing to fill (issue 7), instead of
  // back to whatever opened the picker.
  const [wasChosen, setChosen] = useState(false);
  const { data, isError, refetch } = useBuildData();
  const me = useMe().data;
  const planType = me?.planType ?? 'FREE';
  const countryCode = me?.countryCode ?? data?.userBuildInfo.countryCode ?? 'KR';
  const templates = (data?.templates ?? []).filter(
    (template) => filter === 'total' || template.type === filter,
  );

  return (
    <Modal
      opened={isOpen}
      onClose={() => setOpen(false)}
      title={t('map.title')}
      closeButtonProps={{ 'aria-label': t('map.close') }}
      returnFocus={!wasChosen}
      onExitTransitionEnd={() => {
        if (wasChosen) document.getElementById(fieldId('title'))?.focus();
        setChosen(false);
      }}
      size="xl"
      fullScreen={isPhone}
      centered
    >
      <Stack gap="md">
        {/* Toggle buttons rather than chips: a visible, focusable control per type for keyboard and tests. */}
        <Group gap={6} role="group" aria-label={t('map.filterLabel')}>
          {MAP_TYPE_FILTERS.map((type) => (
            <Button
              key={type}
              size="compact-sm"
              radius="xl"
              variant={filter === type ? 'filled' : 'default'}
              aria-pressed={filter === type}
              data-testid={`map-filter-${type}`}
              onClick={() => setFilter(type)}
            >
              {type === 'total' ? t('map.all') : t(`map.types.${type}`)}
            </Button>
          ))}
        </Group>
        {upgrade && <UpgradeNotice template={upgrade} onClose={() => setUpgrade(null)} />}
        {isError && (
          <Alert color="red" title={t('map.loadFailed')}>
            <Button size="xs" onClick={() => void refetch()}>
              {t('map.retry')}
            </Button>
          </Alert>
        )}
        {data && templates.length === 0 && <Text c="dimmed">{t('map.empty')}</Text>}
        {plansForCountry(countryCode).map((plan) => (
          <PlanSection
            key={plan}
            plan={plan}
            templates={templates.filter((template) => template.templatePlanType === plan)}
            userPlan={planType}
            countryCode={countryCode}
            onLocked={setUpgrade}
            onChosen={() => setChosen(true)}
          />
        ))}
      </Stack>
    </Modal>
  );
}

interface PlanSectionProps {
  plan: PlanType;
  templates: MapTemplate[];
  userPlan: PlanType;
  countryCode: string;
  onLocked: (template: MapTemplate) => void;
  onChosen: () => void;
}

function PlanSection({ plan, templates, userPlan, countryCode, onLocked, onChosen }: PlanSectionProps) {
  const { t } = useTranslation('quiz-builder');
  if (templates.length === 0) return null;
  return (
    <section aria-label={t('map.section', { plan: t(`plans.${plan}`) })}>
      <Title order={4} mb="xs">
        {t('map.section', { plan: t(`plans.${plan}`) })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {templates.map((template) => (
          <MapCard
            key={template.templateId}
            template={template}
            isLocked={!canUseTemplate(userPlan, template, countryCode)}
            onLocked={onLocked}
            onChosen={onChosen}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

function MapCard({
  template,
  isLocked,
  onLocked,
  onChosen,
}: {
  template: MapTemplate;
  isLocked: boolean;
  onLocked: (t: MapTemplate) => void;
  onChosen: () => void;
}) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const isSelected = useBuildStore((state) => state.form.templateId === template.templateId);
  const onSelect = () => {
    if (isLocked) return onLocked(template);
    const store = useBuildStore.getState();
    store.edit((form) => setTemplate(form, template));
    onChosen();
    store.setMapPickerOpen(false);
  };
  const previewUrl = template.serializedLocalize[locale].previewPlayUrl;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={isSelected}
      data-testid={`map-card-${template.templateId}`}
      data-locked={isLocked || undefined}
      style={{
        borderRadius: 10,
        overflow: 'hidden',
        border: `2px solid ${isSelected ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
      }}
    >
      <div style={{ position: 'relative' }}>
        <Image
          src={template.thumbnailImage}
          fallbackSrc={THUMBNAIL_FALLBACK}
          alt=""
          h={96}
          fit="cover"
          style={{ opacity: isLocked ? 0.55 : 1 }}
        />
        {isLocked && (
          <Badge
            pos="absolute"
            top={6}
            right={6}
            color="dark"
            size="sm"
            leftSection={<IconLock size={12} aria-hidden />}
          >
            {t('map.locked', { plan: t(`plans.${template.templatePlanType}`) })}
          </Badge>
        )}
        {isSelected && (
          <Badge pos="absolute" top={6} left={6} color="teal" size="sm">
            {t('map.selected')}
          </Badge>
        )}
      </div>
      {/* The name on its own lines (up to two), the type under it: English names are not cut to "Our…". */}
      <Stack gap={2} p={8}>
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {template.serializedLocalize[locale].name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`map.types.${template.type}`)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

function UpgradeNotice({ template, onClose }: { template: MapTemplate; onClose: () => void }) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  return (
    <Alert color="yellow" title={t('map.upgradeTitle')} withCloseButton onClose={onClose} role="alert">
      {t('map.upgradeBody', {
        name: template.serializedLocalize[locale].name,
        plan: t(`plans.${template.templatePlanType}`),
      })}
    </Alert>
  );
}
