import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Modal,
  NavLink,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { canUseTemplate, MAP_TYPE_FILTERS, type MapTemplate, type MapTypeFilter } from '@quizset/domain';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { useBuildData } from '../api/build-data';
import { fieldId } from '../lib/field-id';
import { type MapSectionKey, mapSections, mapTypeCounts } from '../lib/map-sections';
import { useLocale } from '../lib/use-locale';
import { useBuildStore } from '../store/build-store';
import { MapDetail } from './map-detail';

/** Shown when a thumbnail fails to load, so the grid keeps its shape and the name stays readable. */
const THUMBNAIL_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3C/svg%3E";

/** Cards are at least this wide (spec §9 layout). */
const CARD_MIN_WIDTH_PX = 260;

/**
 * The map picker (spec §2 modal 1, §4, §6, §9). It opens on entering the build page (not in UPDATE:
 * the map is locked). Left: the type filter with counts and the section navigation (recommended/new,
 * free, basic in KR only, pro); selecting a section scrolls to it and the active one follows the
 * scroll. A grid of cards ≥ 260 px with the "new" tag; a card opens the detail panel (MapDetail),
 * whose submit selects the map or opens the plan dialog. Full screen on a phone.
 */
export function MapPickerModal() {
  const { t } = useTranslation('quiz-builder');
  const isOpen = useBuildStore((state) => state.isMapPickerOpen);
  const setOpen = useBuildStore((state) => state.setMapPickerOpen);
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const [filter, setFilter] = useState<MapTypeFilter>('total');
  const [detail, setDetail] = useState<MapTemplate | null>(null);
  // A map was just chosen: focus goes on to the title, the next thing to fill (issue 7), instead of
  // back to whatever opened the picker.
  const [wasChosen, setChosen] = useState(false);
  const [active, setActive] = useState<MapSectionKey>('recommended');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { data, isError, refetch } = useBuildData();
  const me = useMe().data;
  const planType = me?.planType ?? 'FREE';
  const countryCode = me?.countryCode ?? data?.userBuildInfo.countryCode ?? 'KR';
  const sections = mapSections(data?.templates ?? [], countryCode, filter);
  const counts = mapTypeCounts(data?.templates ?? [], countryCode);
  const sectionId = (key: MapSectionKey) => `map-section-${key}`;

  // Scroll spy: the active section is the last one whose heading has passed the list's top.
  const onScroll = () => {
    const box = scrollRef.current;
    if (!box) return;
    const top = box.getBoundingClientRect().top + 8;
    let current = sections[0]?.key ?? 'recommended';
    for (const section of sections) {
      const element = document.getElementById(sectionId(section.key));
      if (element && element.getBoundingClientRect().top <= top) current = section.key;
    }
    // At the end of the list the last section is the one being read, even when its heading cannot
    // reach the top.
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 2) current = sections.at(-1)?.key ?? current;
    setActive(current);
  };
  const goTo = (key: MapSectionKey) => {
    setActive(key);
    document.getElementById(sectionId(key))?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  useEffect(() => {
    if (!isOpen) setDetail(null);
  }, [isOpen]);

  const nav = (
    <Stack gap="xs" style={isPhone ? undefined : { width: 180, flexShrink: 0 }}>
      <Group
        gap={6}
        role="group"
        aria-label={t('map.filterLabel')}
        wrap={isPhone ? 'nowrap' : 'wrap'}
        style={isPhone ? { overflowX: 'auto' } : undefined}
      >
        {MAP_TYPE_FILTERS.map((type) => (
          <Button
            key={type}
            size="compact-sm"
            radius="xl"
            variant={filter === type ? 'filled' : 'default'}
            aria-pressed={filter === type}
            data-testid={`map-filter-${type}`}
            onClick={() => {
              setFilter(type);
              setDetail(null);
            }}
            rightSection={<span data-testid={`map-filter-count-${type}`}>{counts[type]}</span>}
            style={{ flexShrink: 0 }}
          >
            {type === 'total' ? t('map.all') : t(`map.types.${type}`)}
          </Button>
        ))}
      </Group>
      {!isPhone && !detail && (
        <nav aria-label={t('map.sectionsLabel')}>
          {sections.map((section) => (
            <NavLink
              key={section.key}
              component="button"
              label={sectionTitle(section.key, t)}
              active={active === section.key}
              aria-current={active === section.key ? 'true' : undefined}
              onClick={() => goTo(section.key)}
              data-testid={`map-nav-${section.key}`}
            />
          ))}
        </nav>
      )}
    </Stack>
  );

  return (
    <Modal
      opened={isOpen}
      onClose={() => setOpen(false)}
      title={t('map.title')}
      closeButtonProps={{ 'aria-label': t('map.close') }}
      returnFocus={!wasChosen}
      onExitTransitionEnd={() => {
        // Only if focus has not moved on meanwhile (e.g. the finish check focused a field).
        const focused = document.activeElement;
        const isFocusFree = !focused || focused === document.body || !!focused.closest('[role="dialog"]');
        if (wasChosen && isFocusFree) document.getElementById(fieldId('title'))?.focus();
        setChosen(false);
      }}
      size="80rem"
      fullScreen={isPhone}
      centered
    >
      <Box style={{ display: 'flex', flexDirection: isPhone ? 'column' : 'row', gap: 16 }}>
        {nav}
        <Box
          ref={scrollRef}
          onScroll={onScroll}
          data-testid="map-scroll"
          style={{
            flex: 1,
            minWidth: 0,
            maxHeight: isPhone ? undefined : '70vh',
            overflowY: isPhone ? undefined : 'auto',
          }}
        >
          {isError && (
            <Alert color="red" title={t('map.loadFailed')}>
              <Button size="xs" onClick={() => void refetch()}>
                {t('map.retry')}
              </Button>
            </Alert>
          )}
          {detail ? (
            <MapDetail
              template={detail}
              onBack={() => {
                // Back on the grid, focus returns to the card that was opened (issue 19 item 13).
                const id = detail.templateId;
                flushSync(() => setDetail(null));
                scrollRef.current?.querySelector<HTMLElement>(`[data-testid="map-card-${id}"]`)?.focus();
              }}
              onChosen={() => setChosen(true)}
              isPhone={isPhone}
            />
          ) : (
            <Stack gap="lg">
              {data && sections.length === 0 && <Text c="dimmed">{t('map.empty')}</Text>}
              {sections.map((section) => (
                <section
                  key={section.key}
                  id={sectionId(section.key)}
                  aria-label={sectionTitle(section.key, t)}
                >
                  <Title order={3} size="h4" mb="xs">
                    {sectionTitle(section.key, t)}
                  </Title>
                  <Box
                    style={{
                      display: 'grid',
                      gap: 12,
                      gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH_PX}px), 1fr))`,
                    }}
                  >
                    {section.templates.map((template) => (
                      <MapCard
                        key={`${section.key}-${template.templateId}`}
                        template={template}
                        isLocked={!canUseTemplate(planType, template, countryCode)}
                        onOpen={setDetail}
                      />
                    ))}
                  </Box>
                </section>
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Modal>
  );
}

function sectionTitle(key: MapSectionKey, t: (key: string, options?: Record<string, string>) => string) {
  return key === 'recommended' ? t('map.recommended') : t('map.section', { plan: t(`plans.${key}`) });
}

function MapCard({
  template,
  isLocked,
  onOpen,
}: {
  template: MapTemplate;
  isLocked: boolean;
  onOpen: (t: MapTemplate) => void;
}) {
  const { t } = useTranslation('quiz-builder');
  const locale = useLocale();
  const isSelected = useBuildStore((state) => state.form.templateId === template.templateId);
  return (
    <UnstyledButton
      onClick={() => onOpen(template)}
      aria-pressed={isSelected}
      data-testid={`map-card-${template.templateId}`}
      data-locked={isLocked || undefined}
      style={{
        borderRadius: 10,
        overflow: 'hidden',
        minWidth: 0,
        border: `2px solid ${isSelected ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
      }}
    >
      <div style={{ position: 'relative' }}>
        <Image
          src={template.thumbnailImage}
          fallbackSrc={THUMBNAIL_FALLBACK}
          alt=""
          h={146}
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
        {template.hasNewTag && !isSelected && (
          <Badge pos="absolute" top={6} left={6} color="red" size="sm" data-testid="map-new-tag">
            {t('map.new')}
          </Badge>
        )}
      </div>
      {/* The name on its own lines (up to two), the type under it: English names are not cut to "Our…". */}
      <Stack gap={2} p={8}>
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {template.serializedLocalize[locale].name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t(`map.types.${template.type}`)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
