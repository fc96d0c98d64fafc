import { Avatar, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AiTutorTemplate } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../quiz-builder/lib/use-locale';

/** A tutor's detail (spec §3 "AI tutor template"): who it is, how it talks, and the confirm button. */
export function TutorDetail({ tutor, onConfirm }: { tutor: AiTutorTemplate; onConfirm: () => void }) {
  const { t } = useTranslation('quiz-settings');
  const text = tutor.serializedLocalize[useLocale()];
  return (
    <Stack gap="sm" data-testid="tutor-detail">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={tutor.avatarSrc} size={64} radius="xl" alt="" />
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {text.displayName}
          </Title>
          <Text size="sm" c="dimmed" fs="italic">
            “{text.catchphrase}”
          </Text>
        </div>
      </Group>
      <Group gap={4}>
        {text.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="light">
            {tag}
          </Badge>
        ))}
      </Group>
      <Text size="sm">{text.introduction}</Text>
      <List size="sm" spacing={4}>
        {text.descriptions.map((description) => (
          <List.Item key={description}>{description}</List.Item>
        ))}
      </List>
      <Text size="xs" fw={600} c="dimmed">
        {t('tutor.example')}
      </Text>
      <Stack gap={6}>
        <Paper p="xs" radius="md" bg="grape.0">
          <Text size="sm">{text.greeting}</Text>
        </Paper>
        {text.exampleMessages.map((message) => (
          <Paper
            key={`${message.role}-${message.text}`}
            p="xs"
            radius="md"
            bg={message.role === 'AI' ? 'grape.0' : 'gray.1'}
            ml={message.role === 'USER' ? 'xl' : 0}
            mr={message.role === 'AI' ? 'xl' : 0}
          >
            <Text size="sm">{message.text}</Text>
          </Paper>
        ))}
      </Stack>
      <Button onClick={onConfirm} data-testid="tutor-confirm">
        {t('tutor.confirm', { name: text.displayName })}
      </Button>
    </Stack>
  );
}
