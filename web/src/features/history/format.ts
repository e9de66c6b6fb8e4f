import type { HistoryActorJson, HistoryChangeJson, HistoryEntryJson } from '@life/domain/history/api';
import { formatAsOf } from '../../api/as-of';

/** Names for the ids a change may hold (accounts, categories, recurring transactions). */
export interface HistoryNames {
  account: ReadonlyMap<string, string>;
  category: ReadonlyMap<string, string>;
  recurring: ReadonlyMap<string, string>;
}

function named(change: HistoryChangeJson, value: string | null, names: HistoryNames): string | null {
  if (value === null || !change.ref) return value;
  if (change.ref === 'account') return names.account.get(value) ?? 'Unknown Account';
  if (change.ref === 'recurring-transaction') return names.recurring.get(value) ?? 'Unknown recurring transaction';
  return value
    .split(',')
    .map((id) => names.category.get(id) ?? 'Unknown Category')
    .join(', ');
}

/** 'Amount 12.00 → 15.00'; a first value 'Amount 12.00'; an emptied one 'Description 12 → (none)'. */
export function changeText(change: HistoryChangeJson, names: HistoryNames): string {
  const before = named(change, change.before, names);
  const after = named(change, change.after, names);
  if (before === null) return `${change.label} ${after ?? '(none)'}`;
  return `${change.label} ${before} → ${after ?? '(none)'}`;
}

function how(actor: HistoryActorJson): string | null {
  switch (actor.via) {
    case 'web':
      return 'web';
    case 'token':
      return `API token “${actor.tokenName}”`;
    case 'worker':
      return 'recurring generation';
    case 'operator':
      return 'operator repair';
    case 'unknown':
      return null;
  }
}

/** '21 Nov 2026 14:03' in the browser's zone. */
export function historyTime(iso: string): string {
  // The as-of picker's format without its comma.
  return Number.isNaN(new Date(iso).getTime()) ? '' : formatAsOf(iso).replace(',', '');
}

/** 'you, web, 21 Nov 2026 14:03'; 'recurring generation, …'; an operator's reason after the time. */
export function whoText(entry: HistoryEntryJson): string {
  const parts = [entry.you ? 'you' : null, how(entry.actor), historyTime(entry.at)].filter((part): part is string => !!part);
  const text = parts.join(', ');
  return entry.repairReason ? `${text} (${entry.repairReason})` : text;
}
