import { isIsoDate, isSupportedDate } from '../shared/dates';
import { isBlank } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import { waterMessages as m } from './constants';
import type { WaterGlassDraft } from './drafts';

/** A day for water: blank is today (undefined), else a supported yyyy-mm-dd day. */
export function checkWaterDay(raw: unknown): { ok: true; date: string | undefined } | { ok: false; message: string } {
  if (isBlank(raw)) return { ok: true, date: undefined };
  const day = typeof raw === 'string' ? raw.trim() : raw;
  if (isSupportedDate(day)) return { ok: true, date: day };
  return { ok: false, message: isIsoDate(day) ? m.dateOutOfRange : m.dateInvalid };
}

/** POST /api/water: `{ date? }`. */
export function checkWaterGlass(raw: unknown): DraftCheck<WaterGlassDraft> {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const day = checkWaterDay(input.date);
  if (!day.ok) return { ok: false, messages: { date: day.message } };
  return { ok: true, draft: day.date === undefined ? {} : { date: day.date } };
}
