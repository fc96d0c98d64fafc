import { Badge, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './auth.module.css';

/** The demo accounts the embedded database seeds (api.md "Accounts"), all with the same password. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'free@demo.example', plan: 'FREE', role: 'TEACHER' },
  { email: 'basic@demo.example', plan: 'BASIC', role: 'TEACHER' },
  { email: 'pro@demo.example', plan: 'PRO', role: 'TEACHER' },
  { email: 'pro.us@demo.example', plan: 'PRO', role: 'TEACHER_US' },
  { email: 'student@demo.example', plan: 'FREE', role: 'STUDENT' },
  { email: 'admin@demo.example', plan: 'PRO', role: 'ADMIN' },
] as const;

/** Lists the demo accounts; choosing one fills the sign-in form (it does not submit it). */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="demo-accounts-title">
      <Text id="demo-accounts-title" fw={600} size="sm">
        {t('demo.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('demo.description')}
      </Text>
      <ul className={classes.demoList}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <UnstyledButton
              className={classes.demoButton}
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
            >
              {/* Named by its content, so the name holds the visible text (WCAG 2.5.3 label in name). */}
              <VisuallyHidden>{t('demo.usePrefix')}</VisuallyHidden>
              <Text size="sm" truncate>
                {account.email}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge size="xs" variant="light">
                  {account.plan}
                </Badge>
                <Badge size="xs" variant="outline" color="gray">
                  {t(`demo.role.${account.role}`)}
                </Badge>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
