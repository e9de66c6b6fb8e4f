import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ActionsMenuProps {
  /** The trigger's accessible name, e.g. 'Actions for Morning run'. */
  label: string;
  iconSize?: number;
  /** The menu's items (`Menu.Item`s). */
  children: ReactNode;
}

/** A card's or row's '…' menu: a quiet dots button that opens its actions below, aligned to the right. */
export function ActionsMenu({ label, iconSize = 16, children }: ActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={iconSize} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
