import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What was not found: the description names it (issue 7: an unknown address is not a deleted set). */
export type NotFoundKind = 'page' | 'quizSet' | 'user';

/** Unknown routes (`page`), and quiz sets or users the server answers 404 for (missing or private). */
export default function NotFoundPage({ kind = 'page' }: { kind?: NotFoundKind }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={80} ta="center">
      <Text fz={48} fw={800} c="violet.6" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t(`notFound.title.${kind}`)}
      </Title>
      <Text c="dimmed">{t(`notFound.description.${kind}`)}</Text>
      <Button component={Link} to="/public" mt="md">
        {t('notFound.action')}
      </Button>
    </Stack>
  );
}
