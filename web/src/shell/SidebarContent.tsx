import { Box, Divider, ScrollArea } from '@mantine/core';
import type { User } from '../features/auth/types';
import { Brand } from './Brand';
import { SidebarNav } from './SidebarNav';
import { SidebarUser } from './SidebarUser';
import classes from './SidebarContent.module.css';

interface SidebarContentProps {
  user: User;
  compact?: boolean;
  /** Hide the brand when the container already shows it (the drawer's title). */
  withBrand?: boolean;
  onNavigate?: () => void;
}

/** Brand, navigation and user footer; shared by the desktop navbar and the mobile drawer. */
export function SidebarContent({ user, compact = false, withBrand = true, onNavigate }: SidebarContentProps) {
  return (
    <Box className={classes.root} data-compact={compact || undefined}>
      {withBrand && (
        <Box className={classes.brand}>
          <Brand compact={compact} />
        </Box>
      )}
      <ScrollArea className={classes.nav} type="scroll">
        <SidebarNav compact={compact} onNavigate={onNavigate} />
      </ScrollArea>
      <Divider />
      <Box className={classes.footer}>
        <SidebarUser user={user} compact={compact} />
      </Box>
    </Box>
  );
}
