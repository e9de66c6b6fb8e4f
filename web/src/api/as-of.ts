import { parseInstant } from '@life/domain/shared/instants';
import { atom, useAtomValue } from 'jotai';
import { formatDateTime } from '../format';
import { appStore } from './store';

/**
 * 'View as of…' (issue 10): the instant (ISO 8601 with zone) the money screens show, or null for
 * now. This is knowledge time — what the app knew then — not transaction dates. Kept in the app
 * store (like `positionTokensAtom`) so query factories and the fetch helper read it outside React, and
 * mirrored in the URL's `?asOf=` (`useAsOfUrlSync`) so a reload or a shared link keeps it.
 */
export const asOfAtom = atom<string | null>(null);

/** The URL search parameter that carries it. */
export const AS_OF_PARAM = 'asOf';

/** Why a write button is disabled, and what a refused write says. */
export const READ_ONLY_MESSAGE = 'Return to now to make changes';

/** A write attempted while viewing the past: refused before any request is sent. */
export class ReadOnlyError extends Error {
  override readonly name = 'ReadOnlyError';
  constructor() {
    super(READ_ONLY_MESSAGE);
  }
}

export function isReadOnlyError(error: unknown): error is ReadOnlyError {
  return error instanceof ReadOnlyError;
}

/** The instant being viewed, read outside React (query factories, the fetch helper). */
export function currentAsOf(): string | null {
  return appStore.get(asOfAtom);
}

/** Throws `ReadOnlyError` while the past is viewed: the first line of every write. */
export function assertWritable(): void {
  if (currentAsOf() !== null) throw new ReadOnlyError();
}

/** The instant being viewed (re-renders when it changes). */
export function useAsOf(): string | null {
  return useAtomValue(asOfAtom);
}

/** The moment being viewed as epoch milliseconds, undefined for now: a screen's "today" is that moment's day (issue 26). */
export function useViewedMoment(): number | undefined {
  const asOf = useAsOf();
  return asOf === null ? undefined : Date.parse(asOf);
}

/** True while the past is viewed: write buttons are disabled. */
export function useReadOnly(): boolean {
  return useAsOf() !== null;
}

/** `path` with `asOf=` added while the past is viewed (the GETs the API answers as of an instant). */
export function withAsOf(path: string, asOf: string | null = currentAsOf()): string {
  if (asOf === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${AS_OF_PARAM}=${encodeURIComponent(asOf)}`;
}

/**
 * The query-key segment of an as-of read: nothing for now (keys stay as they were), `{ asOf }` in
 * the past, so each instant is its own cache entry and `all()` prefixes still invalidate them.
 */
export function asOfKey(asOf: string | null = currentAsOf()): [] | [{ asOf: string }] {
  return asOf === null ? [] : [{ asOf }];
}

/** A query's polling while the past is viewed: none (the past does not change). */
export function pollingUnlessAsOf<T extends { refetchInterval: number; staleTime: number }>(
  polling: T,
  asOf: string | null = currentAsOf(),
): T | { refetchInterval: false; staleTime: number } {
  return asOf === null ? polling : { refetchInterval: false, staleTime: Infinity };
}

/** A valid `?asOf=` value as a normalised ISO instant, else null (a malformed link shows now). */
export function parseAsOf(value: string | null | undefined): string | null {
  const instant = value ? parseInstant(value) : undefined;
  return instant ? instant.toISOString() : null;
}

/** A `datetime-local` input's value (the user's local wall-clock time) as an ISO instant, else null. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // Without a zone, Date parses a date-time as local time.
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value with seconds, in the browser's zone ('2026-11-21T14:03:27'). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** 'Nov 21, 2026, 2:03 PM' in the user's zone: the web's one date-time format. */
export function formatAsOf(iso: string): string {
  return formatDateTime(iso);
}
