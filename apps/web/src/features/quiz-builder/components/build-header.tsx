import { ActionIcon, Box, Group, SegmentedControl } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../../lib/analytics';
import { PlanChip } from '../../plans';
import { usePlanType } from '../api/me';
import { type BuildTab, useBuildStore } from '../store/build-store';
import {
  AutosaveIndicator,
  ContinueDraftButton,
  MapButton,
  NextOrFinishButton,
  TitleInput,
} from './header-controls';

/**
 * The builder header (spec §2): back, map, title, plan chip on the first row; step tabs, autosave
 * state, continue-writing and next/finish on the second. Two rows keep every control reachable at
 * 375 px without a menu (the autosave state is an icon there). Its height is published as
 * --build-header-height, so what is scrolled into view stops below it (build-page.module.css).
 */
export function BuildHeader() {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  const location = useLocation();
  const planType = usePlanType();
  const activeTab = useBuildStore((state) => state.activeTab);
  const setTab = useBuildStore((state) => state.setTab);
  // 'default' is the key of the entry the app was opened on: there is no in-app page to go back to.
  const onBack = () => {
    // spec §2: the back button tracks `build_exit` (issue 19 item 22).
    const { mode, form } = useBuildStore.getState();
    track('build_exit', { mode, questionCount: form.quizList.length });
    if (location.key !== 'default') navigate(-1);
    else navigate('/public');
  };
  const headerRef = useRef<HTMLElement | null>(null);
  useStickyHeightVariable(headerRef, '--build-header-height');

  return (
    <Box
      ref={headerRef}
      component="header"
      px="sm"
      py={8}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group gap="xs" wrap="nowrap" maw={960} mx="auto">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.back')} onClick={onBack}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <MapButton />
        <TitleInput />
        {planType && <PlanChip planType={planType} />}
      </Group>
      <Group gap="xs" justify="space-between" mt={8} maw={960} mx="auto" wrap="nowrap">
        <SegmentedControl
          size="sm"
          aria-label={t('header.tabsLabel')}
          value={activeTab}
          onChange={(value) => setTab(value as BuildTab)}
          data={[
            { value: 'quiz', label: t('page.quizTab') },
            { value: 'settings', label: t('page.settingsTab') },
          ]}
          data-testid="build-tabs"
        />
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <AutosaveIndicator />
          <ContinueDraftButton />
          <NextOrFinishButton />
        </Group>
      </Group>
    </Box>
  );
}

/** Keeps the CSS variable `name` on <html> equal to the element's height while it is mounted. */
function useStickyHeightVariable(ref: React.RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(name, `${Math.round(element.getBoundingClientRect().height)}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(name);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
