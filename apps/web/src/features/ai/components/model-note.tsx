import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * What an entry point does without a configured model (issue 9: the builder "hides nothing but
 * explains, at the entry point, what needs a configured model"; `GET /api/ai/capabilities`).
 */
export function ModelNote({ children }: { children: string }) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      p="xs"
      data-testid="ai-model-note"
    >
      {children}
    </Alert>
  );
}
