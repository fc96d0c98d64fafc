import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The small-screen navigation drawer. Its own module so the shell can load it on the first burger
 * tap: Drawer brings Mantine's modal base, focus trap and scroll lock, which desktop never needs.
 */
export default function MobileNavDrawer({
  id,
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: MobileNavDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
