import { ActionIcon, Alert, Avatar, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { TUTOR_MESSAGE_MAX_LENGTH, type TutorMessage } from '@quizset/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerRoom } from '../api';
import { askTutor, TutorError } from '../lib/tutor-client';
import classes from './tutor-panel.module.css';

type Tutor = NonNullable<PlayerRoom['quizSet']['aiTutor']>;

interface TutorPanelProps {
  tutor: Tutor;
  attemptId: string;
  /** The question on screen: the tutor talks about it. */
  quizId: string;
}

/**
 * The AI tutor chat (issue 10 "AI tutor"; spec §3 "Chat message", §8 "AI tutor chat error"): the
 * tutor's avatar, greeting and persona; each AI message has loading, error and retry states. The
 * server never gives the tutor the answer of a question not yet answered.
 */
export default function TutorPanel({ tutor, attemptId, quizId }: TutorPanelProps) {
  const { t, i18n } = useTranslation('play');
  const locale = i18n.language.startsWith('en') ? 'en' : 'ko';
  const persona = tutor.serializedLocalize[locale];
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<TutorMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const tooLong = [...draft].length > TUTOR_MESSAGE_MAX_LENGTH;

  const send = async (history: TutorMessage[]) => {
    setFailure(null);
    setPending('');
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const reply = await askTutor(
        { attemptId, quizId, messages: history, locale },
        (piece) => setPending((current) => (current ?? '') + piece),
        controller.signal,
      );
      setMessages([...history, { role: 'assistant', content: reply }]);
    } catch (error) {
      if (controller.signal.aborted) return;
      const status = error instanceof TutorError ? error.status : 0;
      setFailure(
        status === 0 ? t('tutor.offline') : status === 429 ? t('errors.rateLimited') : t('tutor.error'),
      );
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || tooLong || pending !== null) return;
    const history: TutorMessage[] = [...messages, { role: 'user', content }];
    setMessages(history);
    setDraft('');
    void send(history);
  };

  if (!open)
    return (
      <button
        type="button"
        className={classes.launcher}
        onClick={() => setOpen(true)}
        data-testid="tutor-open"
      >
        <Avatar src={tutor.avatarSrc} alt="" size="md" />
        <span>{t('tutor.ask', { name: persona.displayName })}</span>
      </button>
    );

  return (
    <Paper
      className={classes.panel}
      shadow="lg"
      radius="lg"
      withBorder
      role="dialog"
      aria-label={t('tutor.title', { name: persona.displayName })}
      data-testid="tutor-panel"
    >
      <Group justify="space-between" wrap="nowrap" p="sm" className={classes.head}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={tutor.avatarSrc} alt={persona.displayName} size="lg" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{persona.displayName}</Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {persona.introduction}
            </Text>
          </Stack>
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setOpen(false)}
          aria-label={t('tutor.close')}
        >
          ×
        </ActionIcon>
      </Group>
      <Stack gap="xs" p="sm" className={classes.log} aria-live="polite">
        <div className={classes.ai}>{persona.greeting}</div>
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; position is identity.
          <div key={index} className={message.role === 'user' ? classes.user : classes.ai}>
            {message.content}
          </div>
        ))}
        {pending !== null && (
          <div className={classes.ai} data-testid="tutor-loading">
            {pending === '' ? <span className={classes.typing}>{t('tutor.thinking')}</span> : pending}
          </div>
        )}
        {failure && (
          <Alert color="red" variant="light" p="xs" data-testid="tutor-error">
            <Stack gap={6}>
              <Text size="sm">{failure}</Text>
              <Button size="compact-xs" variant="light" w="fit-content" onClick={() => void send(messages)}>
                {t('tutor.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
      <form onSubmit={submit} className={classes.form}>
        <Textarea
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
          placeholder={t('tutor.placeholder')}
          aria-label={t('tutor.placeholder')}
          // Opened below the question on a phone (issue 15 item 13): focusing brings it into view.
          autoFocus
          autosize
          minRows={1}
          maxRows={4}
          error={
            tooLong ? t('play.tutor.tooLong', { ns: 'validation', max: TUTOR_MESSAGE_MAX_LENGTH }) : undefined
          }
          style={{ flex: 1 }}
          data-testid="tutor-input"
        />
        <Button type="submit" disabled={pending !== null || draft.trim() === '' || tooLong}>
          {t('tutor.send')}
        </Button>
      </form>
    </Paper>
  );
}
