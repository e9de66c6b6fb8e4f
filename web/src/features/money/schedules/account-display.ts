import { ACCOUNT_TYPES, type AccountType } from '@life/domain/accounts/constants';
import { useLocalStorage } from '@mantine/hooks';

/**
 * SPEC 2 'Account Display Settings' of the Schedules page: which accounts are hidden and the
 * order the user chose, kept in the browser's local storage.
 */
export interface AccountDisplaySettings {
  /** Ids of the hidden accounts. */
  hidden: string[];
  /** Ids in the user's order; accounts not listed follow, by name. */
  order: string[];
}

export const ACCOUNT_DISPLAY_STORAGE_KEY = 'life.schedules.accountDisplay';
export const DEFAULT_ACCOUNT_DISPLAY: AccountDisplaySettings = { hidden: [], order: [] };

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

/** Stored text -> settings; anything unreadable (another version, a hand edit) is the default. */
export function parseAccountDisplay(text: string | null | undefined): AccountDisplaySettings {
  if (!text) return DEFAULT_ACCOUNT_DISPLAY;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object') return DEFAULT_ACCOUNT_DISPLAY;
    const { hidden, order } = parsed as Record<string, unknown>;
    return { hidden: isIdList(hidden) ? hidden : [], order: isIdList(order) ? order : [] };
  } catch {
    return DEFAULT_ACCOUNT_DISPLAY;
  }
}

/** SPEC 2 account type order: checking, savings, credit card, investment, loan / line of credit, other. */
export const ACCOUNT_TYPE_ORDER: readonly AccountType[] = ACCOUNT_TYPES;

const typeRank = (type: AccountType) => {
  const rank = ACCOUNT_TYPE_ORDER.indexOf(type);
  return rank === -1 ? ACCOUNT_TYPE_ORDER.length : rank;
};

interface Orderable {
  id: string;
  name: string;
  type: AccountType;
}

/** By type (SPEC order), then the user's order, then name: how the table rows and the settings list run. */
export function displayOrder<T extends Orderable>(items: readonly T[], order: readonly string[]): T[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const rank = (item: T) => position.get(item.id) ?? Number.POSITIVE_INFINITY;
  return [...items].sort(
    (a, b) => typeRank(a.type) - typeRank(b.type) || rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}

/**
 * Moves an account one place up or down among the accounts of its type (the groups the table
 * shows); returns the new order of every account, or the old settings when it cannot move.
 */
export function moveAccount<T extends Orderable>(
  settings: AccountDisplaySettings,
  items: readonly T[],
  id: string,
  direction: 'up' | 'down',
): AccountDisplaySettings {
  const ordered = displayOrder(items, settings.order);
  const index = ordered.findIndex((item) => item.id === id);
  const target = index + (direction === 'up' ? -1 : 1);
  const item = ordered[index];
  const neighbour = ordered[target];
  if (!item || !neighbour || neighbour.type !== item.type) return settings;
  ordered[index] = neighbour;
  ordered[target] = item;
  return { ...settings, order: ordered.map((entry) => entry.id) };
}

/** Shows or hides one account. */
export function setAccountShown(settings: AccountDisplaySettings, id: string, shown: boolean): AccountDisplaySettings {
  const hidden = settings.hidden.filter((hiddenId) => hiddenId !== id);
  return { ...settings, hidden: shown ? hidden : [...hidden, id] };
}

/** The settings, kept in local storage (read on first render, synced between tabs). */
export function useAccountDisplaySettings() {
  return useLocalStorage<AccountDisplaySettings>({
    key: ACCOUNT_DISPLAY_STORAGE_KEY,
    defaultValue: DEFAULT_ACCOUNT_DISPLAY,
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: (text) => parseAccountDisplay(text),
  });
}
