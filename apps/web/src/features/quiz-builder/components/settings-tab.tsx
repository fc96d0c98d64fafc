import { Alert, Card, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningToolSections } from '../../quiz-settings';
import { useBuildData } from '../api/build-data';
import { useBuildStore } from '../store/build-store';
import { setTitle } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { CategoryFields } from './category-fields';
import { limitTitle, TitleCounter } from './header-controls';
import { OptionSwitches } from './option-switches';
import { PublisherField } from './publisher-field';

/**
 * Step 2 (spec §2 "Step 2: settings"): basic info (title, school info, subject, publisher; the map is
 * the header's button), quiz setting (the options of §4), then the learning-tool and advanced
 * sections (features/quiz-settings: AI tutor, material, translation, next quiz set).
 */
export function SettingsTab() {
  const { t } = useTranslation('quiz-builder');
  const { data, isError, isPending } = useBuildData();
  const title = useBuildStore((state) => state.form.title);
  const titlePlaceHolder = useBuildStore((state) => state.form.titlePlaceHolder);
  const edit = useEdit();
  const titleError = useFieldError('title');
  // The tab replaces the question list in the same page: without this it opened at the list's scroll
  // position, past its own top (issue 7). A field focused by the finish check scrolls itself after.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const context = data && { tree: data.categoryTree, publishers: data.publishers };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="section" aria-labelledby="settings-basic-info">
        <Title order={2} size="h4" mb="sm" id="settings-basic-info">
          {t('settings.basicInfo')}
        </Title>
        <Stack gap="md">
          {/* The header holds the focus target `field-title`; this twin edits the same value. */}
          <TextInput
            id="settings-title"
            label={t('settings.title')}
            placeholder={titlePlaceHolder || t('settings.titlePlaceholder')}
            description={t('settings.titleDescription')}
            value={title}
            error={titleError}
            rightSection={<TitleCounter title={title} />}
            rightSectionWidth={56}
            rightSectionPointerEvents="none"
            data-testid="settings-title"
            onChange={(event) => edit((form) => setTitle(form, limitTitle(event.currentTarget.value)))}
          />
          {isPending && <Loader size="sm" />}
          {isError && <Alert color="red">{t('settings.loadFailed')}</Alert>}
          {context && (
            <>
              <CategoryFields context={context} />
              <PublisherField context={context} />
            </>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="settings-quiz-setting">
        <Title order={2} size="h4" mb="sm" id="settings-quiz-setting">
          {t('settings.quizSetting')}
        </Title>
        <OptionSwitches />
      </Card>
      <LearningToolSections />
    </Stack>
  );
}
