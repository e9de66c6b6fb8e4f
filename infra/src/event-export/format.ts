import { createHash } from 'node:crypto';
import type { EventMetadata } from '@life/domain';
import type { Position } from '../event-store/types';

/**
 * The export of one user's event log (issue 10): NDJSON, one header line, one line per event in
 * the log's order, one trailer line. Each event line carries `hash`, a running SHA-256 chain:
 * sha256(previous hash + canonical JSON of the line without `hash` and `position`), starting from
 * `genesisHash(userId)`, so altering, dropping, adding or reordering any event breaks every hash
 * from there on, and the trailer's `head` pins the last one.
 */
export const EXPORT_FORMAT = 'life-events';
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  userId: string;
  exportedAt: string;
  /** 'redacted': password hashes replaced by REDACTED (the web download); 'included': an operator's full copy. */
  secrets: 'redacted' | 'included';
}

export interface ExportedEvent {
  position: Position;
  streamId: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  hash: string;
}

export interface ExportTrailer {
  end: true;
  events: number;
  head: string;
}

export const REDACTED = '[redacted]';

export function genesisHash(userId: string): string {
  return sha256(`${EXPORT_FORMAT}/${EXPORT_VERSION}/${userId}`);
}

/**
 * `position` is left out: it is where this instance's store put the event (another backend or a
 * restored instance numbers differently); the chain covers what the event is and its order.
 */
export function chainHash(previous: string, event: Omit<ExportedEvent, 'hash'>): string {
  const { position: _position, ...content } = event;
  return sha256(previous + canonicalJson(content));
}

/** JSON with object keys sorted at every depth: the same value always gives the same text (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
