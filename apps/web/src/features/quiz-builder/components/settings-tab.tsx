import { Alert, Card, Loader, Stack, TextInput, Title } from '@mantine/core';
import { TITLE_MAX_LENGTH } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useBuildData } from '../api/build-data';
import { useBuildStore } from '../store/build-store';
import { setTitle } from '../store/operations';
import { useEdit, useFieldError } from '../store/selectors';
import { CategoryFields } from './category-fields';
import { OptionSwitches } from './option-switches';
import { PublisherField } from './publisher-field';

/** Step 2 (spec §2): title, category, publisher and the options of §4. */
export function SettingsTab() {
  const { t } = useTranslation('quiz-builder');
  const { data, isError, isPending } = useBuildData();
  const title = useBuildStore((state) => state.form.title);
  const edit = useEdit();
  const titleError = useFieldError('title');

  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        {/* The header holds the focus target `field-title`; this twin edits the same value. */}
        <TextInput
          id="settings-title"
          label={t('settings.title')}
          placeholder={t('settings.titlePlaceholder')}
          value={title}
          maxLength={TITLE_MAX_LENGTH * 2}
          error={titleError}
          data-testid="settings-title"
          onChange={(event) => edit((form) => setTitle(form, event.currentTarget.value))}
        />
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="sm">
          {t('settings.category')}
        </Title>
        {isPending && <Loader size="sm" />}
        {isError && <Alert color="red">{t('settings.loadFailed')}</Alert>}
        {data && (
          <Stack gap="md">
            <CategoryFields tree={data.categoryTree} countryCode={data.userBuildInfo.countryCode} />
            <PublisherField publishers={data.publishers} />
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="sm">
          {t('settings.options')}
        </Title>
        <OptionSwitches />
      </Card>
    </Stack>
  );
}
