import { useMediaQuery } from '@mantine/hooks';

/** Phones and small tablets (below Mantine's `sm`, 48em): the AI modals go full screen in one column. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
