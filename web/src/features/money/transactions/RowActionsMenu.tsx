import { Menu } from '@mantine/core';
import { useState } from 'react';
import type { RowAction } from './row-actions';
import classes from './TransactionRow.module.css';

interface RowActionsMenuProps {
  /** The transaction's id. */
  id: string;
  title: string;
  /** Built only when the menu opens. */
  actions: () => RowAction[];
  tabIndex?: number;
}

/**
 * The row's one actions button. The Mantine Menu (floating position, focus trap, portal) is
 * mounted only once the user first opens it: a menu per row in a 2,000-row list costs frames.
 */
export function RowActionsMenu({ id, title, actions, tabIndex }: RowActionsMenuProps) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  // The list recycles rows: a row showing another transaction starts with its menu unmounted again
  // (state adjusted while rendering, React's pattern for "reset when a prop changes").
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setMounted(false);
    setOpened(false);
  }
  // The same button before and after the menu mounts; inside the menu, Menu.Target toggles it.
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={classes.menuButton}
      aria-label={`Actions for ${title}`}
      aria-haspopup="menu"
      tabIndex={tabIndex}
      onClick={onClick}
    >
      <span aria-hidden>⋯</span>
    </button>
  );
  if (!mounted) {
    return button(() => {
      setMounted(true);
      setOpened(true);
    });
  }
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        {opened &&
          actions().map((action) => (
            <Menu.Item key={action.key} color={action.color} leftSection={action.icon} onClick={action.onSelect}>
              {action.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
