import type { HistoryActorJson, HistoryChangeJson, HistoryEntryJson } from '@life/domain/history/api';
import { formatDateLike, formatDateTime, formatDaysIn, formatMoney } from '../../format';

/** Names for the ids a change may hold (accounts, categories, recurring transactions). */
export interface HistoryNames {
  account: ReadonlyMap<string, string>;
  category: ReadonlyMap<string, string>;
  recurring: ReadonlyMap<string, string>;
}

function named(change: HistoryChangeJson, value: string | null, names: HistoryNames): string | null {
  if (value === null) return value;
  if (change.format === 'money') return formatMoney(value);
  if (!change.ref) return formatDateLike(value);
  if (change.ref === 'account') return names.account.get(value) ?? 'Unknown Account';
  if (change.ref === 'recurring-transaction') return names.recurring.get(value) ?? 'Unknown recurring transaction';
  return value
    .split(',')
    .map((id) => names.category.get(id) ?? 'Unknown Category')
    .join(', ');
}

/** 'Amount $12.00 → $15.00'; a first value 'Amount $12.00'; an emptied one 'Description 12 → (none)'; days and instants as people read them. */
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

/** 'Nov 21, 2026, 2:03 PM' in the user's zone (the web's one date-time format). */
export function historyTime(iso: string): string {
  return formatDateTime(iso);
}

/** An entry's label or a deleted record's details with their days as people read them ('on 2026-11-21' -> 'on Nov 21, 2026'). */
export function readableText(text: string): string {
  return formatDaysIn(text);
}

/** 'you, web, Nov 21, 2026, 2:03 PM'; 'recurring generation, …'; an operator's reason after the time. */
export function whoText(entry: HistoryEntryJson): string {
  const parts = [entry.you ? 'you' : null, how(entry.actor), historyTime(entry.at)].filter((part): part is string => !!part);
  const text = parts.join(', ');
  return entry.repairReason ? `${text} (${entry.repairReason})` : text;
}
