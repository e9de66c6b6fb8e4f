import { dataField, normalizeEventMetadata, type EventMetadata } from '../core/events';
import type { LifeEvent } from '../events';
import { parseCurrentEvent } from '../registry';
import type { HistoryChangeJson, HistoryEntryJson, HistoryReference, HistoryValueFormat } from './api';

/** A record's fields after an event, as display values (values.ts); null = none. */
export type FieldValues = Readonly<Record<string, string | null>>;

export interface HistoryField {
  field: string;
  label: string;
  ref?: HistoryReference;
  format?: HistoryValueFormat;
}

/** What one event did to the record: its fields after it, and what the diff cannot say. */
export interface HistoryStep {
  /** Plain words; absent: from the changes ('Amount changed' for one field, else 'Edited'). */
  label?: string;
  fields: FieldValues;
  /** Changes outside the record's fields (a balance adjustment's balance, a generation's counts). */
  notes?: HistoryChangeJson[];
}

/**
 * How one kind of record reads in its history: its fields in form order, and what each of its
 * events does to them. `step` answers undefined for an event about another record (the per-user
 * account book and category list hold every account/category of the user).
 */
export interface RecordHistoryModel {
  /** True when the record's events share a per-user stream with the user's other records of its kind. */
  sharedStream?: boolean;
  fields: readonly HistoryField[];
  step(id: string, event: LifeEvent, before: FieldValues): HistoryStep | undefined;
}

/** A stored event, already upcast to today's data shape (or `unreadable`: its stored data as it is). */
export interface HistoryEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
  position: string;
  /** Its data no longer parses (stored before a rule existed): shown as such, never folded. */
  unreadable?: boolean;
}

export const UNREADABLE_EVENT_LABEL = 'Unreadable event (kept in the log as written)';

/** In a per-user stream an unreadable event belongs to the record whose id its data names. */
function namesRecord(event: HistoryEvent, id: string): boolean {
  return typeof event.data === 'object' && event.data !== null && Object.values(event.data).includes(id);
}

function diff(fields: readonly HistoryField[], before: FieldValues, after: FieldValues): HistoryChangeJson[] {
  const changes: HistoryChangeJson[] = [];
  for (const { field, label, ref, format } of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (was !== now) changes.push({ field, label, before: was, after: now, ...(ref ? { ref } : {}), ...(format ? { format } : {}) });
  }
  return changes;
}

function labelFor(step: HistoryStep, changes: readonly HistoryChangeJson[]): string {
  if (step.label) return step.label;
  const [only] = changes;
  return changes.length === 1 && only ? `${only.label} changed` : 'Edited';
}

/**
 * The record's history, oldest first: folds its fields event by event and diffs each step with the
 * one before (the first step's `before` values are all null). `callerId` marks the caller's own entries.
 */
export function historyEntries(
  model: RecordHistoryModel,
  id: string,
  events: readonly HistoryEvent[],
  callerId: string,
): HistoryEntryJson[] {
  const entries: HistoryEntryJson[] = [];
  let fields: FieldValues = {};
  for (const event of events) {
    const step = event.unreadable
      ? namesRecord(event, id) || !model.sharedStream
        ? { label: UNREADABLE_EVENT_LABEL, fields }
        : undefined
      : model.step(id, parseCurrentEvent(event), fields);
    if (!step) continue;
    const changes = [...diff(model.fields, fields, step.fields), ...(step.notes ?? [])];
    const metadata = normalizeEventMetadata(event.metadata);
    entries.push({
      position: event.position,
      at: metadata.occurredAt,
      actor: metadata.actor,
      you:
        metadata.userId === callerId &&
        (metadata.actor.via === 'web' || metadata.actor.via === 'token' || metadata.actor.via === 'unknown'),
      requestId: metadata.requestId,
      type: event.type,
      label: labelFor(step, changes),
      changes,
      ...(metadata.repairReason ? { repairReason: metadata.repairReason } : {}),
    });
    fields = step.fields;
  }
  return entries;
}

/** The user a one-record stream belongs to: its creating event's `userId` (else its writer's). */
export function recordOwner(events: readonly HistoryEvent[]): string | undefined {
  const [first] = events;
  if (!first) return undefined;
  const userId = dataField(first.data, 'userId');
  return typeof userId === 'string' ? userId : first.metadata.userId;
}
