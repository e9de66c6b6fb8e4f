/** What the body-weight schemas parse a body into: a checked day, a canonical weight, a known unit. Types only. */
import type { BodyWeightFields } from './fields';

/** POST /api/body-weight: every field. */
export type BodyWeightDraft = BodyWeightFields;
/** PUT /api/body-weight/{id}: the fields the body named; the others keep their stored values. */
export type BodyWeightUpdateDraft = Partial<BodyWeightFields>;
