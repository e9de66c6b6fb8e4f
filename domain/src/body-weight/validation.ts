import { z } from 'zod';
import { checkFields, choiceField, type FieldChecks, requireFields } from '../shared/aggregate-fields';
import { checkSupportedDay, type FieldResult } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import { bodyWeightMessages as m, isBodyWeightUnit } from './constants';
import type { BodyWeightDraft, BodyWeightUpdateDraft } from './drafts';
import { BODY_WEIGHT_FIELD_KEYS, type BodyWeightFields } from './fields';
import { canonicalWeight } from './weight';

function checkDate(raw: unknown): FieldResult<string> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: false, message: m.dateRequired };
  return checkSupportedDay(raw, { invalid: m.dateInvalid, outOfRange: m.dateOutOfRange });
}

/** A decimal text ('72.4') or a JSON number (72.4, read as its shortest text): kept as a canonical decimal string. */
function checkWeight(raw: unknown): FieldResult<string> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { ok: false, message: m.weightRequired };
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  const weight = typeof text === 'string' ? canonicalWeight(text) : undefined;
  return weight === undefined ? { ok: false, message: m.weightInvalid } : { ok: true, value: weight };
}

function checkUnit(raw: unknown): FieldResult<BodyWeightFields['unit']> {
  if (raw === undefined || raw === null || raw === '') return { ok: false, message: m.unitRequired };
  return isBodyWeightUnit(raw) ? { ok: true, value: raw } : { ok: false, message: m.unitInvalid };
}

/** A rule per field, in form order: date, weight, unit. */
export const bodyWeightFieldChecks = {
  date: { body: z.string({ error: m.dateInvalid }).nullish(), check: checkDate },
  weight: { body: z.union([z.string(), z.number()], { error: m.weightInvalid }).nullish(), check: checkWeight },
  unit: { ...choiceField(isBodyWeightUnit, m.unitInvalid), check: checkUnit, skips: 'absent' },
} satisfies FieldChecks<BodyWeightFields>;

/** The form's rules: field -> message, empty when valid. */
export function validateBodyWeightInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkFields<BodyWeightFields>(bodyWeightFieldChecks, raw, options).messages;
}

export function checkBodyWeightCreate(raw: unknown): DraftCheck<BodyWeightDraft> {
  const { messages, value } = checkFields<BodyWeightFields>(bodyWeightFieldChecks, raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: requireFields(BODY_WEIGHT_FIELD_KEYS, value, 'checkBodyWeightCreate') };
}

export function checkBodyWeightUpdate(raw: unknown): DraftCheck<BodyWeightUpdateDraft> {
  const { messages, value } = checkFields<BodyWeightFields>(bodyWeightFieldChecks, raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
