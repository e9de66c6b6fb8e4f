import type { HistoryKind } from '@life/domain/history/kinds';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { createContext, useContext, type ReactNode } from 'react';
import { HistoryDrawer } from './HistoryDrawer';

/**
 * A record's 'History': `open` shows its drawer, which the host renders (`drawer`) outside any menu
 * dropdown (a dropdown unmounts when it closes, the drawer must stay).
 */
export function useRecordHistory(kind: HistoryKind, id: string, name: string): { open: () => void; drawer: ReactNode } {
  const [opened, { open, close }] = useDisclosure(false);
  return { open, drawer: <HistoryDrawer kind={kind} id={id} name={name} opened={opened} onClose={close} /> };
}

/** The 'History' entry of a record's menu. */
export function HistoryMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={onClick}>
      History
    </Menu.Item>
  );
}

/** A 'History of {name}' icon button beside a row's edit and delete buttons, with its drawer. */
export function HistoryButton({ kind, id, name }: { kind: HistoryKind; id: string; name: string }) {
  const history = useRecordHistory(kind, id, name);
  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-label={`History of ${name}`} onClick={history.open}>
        <IconHistory size={16} aria-hidden />
      </ActionIcon>
      {history.drawer}
    </>
  );
}

const HistoryKindContext = createContext<HistoryKind | null>(null);

/** Gives the managers' shared row actions (components/manager) the kind of record they list, so they offer 'History'. */
export function HistoryKindProvider({ kind, children }: { kind: HistoryKind; children: ReactNode }) {
  return <HistoryKindContext.Provider value={kind}>{children}</HistoryKindContext.Provider>;
}

/** The kind of record the surrounding manager lists, if it has a history. */
export function useHistoryKind(): HistoryKind | null {
  return useContext(HistoryKindContext);
}
