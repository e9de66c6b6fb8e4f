import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useReadOnly } from '../api/as-of';

const QuickEntryDialog = lazy(() => import('../features/money/transactions/QuickEntryDialog'));

/** The key that opens Add Transaction from anywhere (issue 24); ignored while typing in a field. */
export const QUICK_ENTRY_KEY = 'n';

/**
 * Whether a dialog, menu or list of options is showing: the key then belongs to it, not to quick
 * entry. Comboboxes keep their (hidden) listbox in the page, so only what is laid out counts.
 */
function somethingOpen(): boolean {
  const candidates = document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]');
  return Array.from(candidates).some((element) => element.getClientRects().length > 0);
}

/**
 * Quick entry: "n" opens the Add Transaction dialog on any signed-in page, unless focus is in an
 * input, select or text area (Mantine's useHotkeys skips those), another dialog is open, or the
 * past is being viewed (writes are refused then).
 */
export function QuickEntryShortcut() {
  const readOnly = useReadOnly();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useHotkeys([
    [
      QUICK_ENTRY_KEY,
      (event) => {
        if (opened || readOnly || somethingOpen()) return;
        // The key opens the dialog; it is not typed into the field that takes the focus.
        event.preventDefault();
        setLoaded(true);
        setOpened(true);
      },
      { preventDefault: false },
    ],
  ]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <QuickEntryDialog opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
