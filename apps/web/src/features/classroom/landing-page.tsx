import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/landing` (spec §2): where a Classroom page without its launch context sends the user (spec §8). */
export default function LandingPage() {
  const { t } = useTranslation('classroom');
  return (
    <Stack maw={560} mx="auto" gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('landing.title')}
          </Title>
          <Text>{t('landing.body')}</Text>
          <Button component={Link} to="/public" variant="light">
            {t('landing.explore')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
