import type { BodyWeightFields } from './fields';

export type BodyWeightState =
  | { kind: 'none' }
  | { kind: 'live'; entryId: string; userId: string; fields: BodyWeightFields }
  /** Deleted: its last values are kept for a restore. */
  | { kind: 'deleted'; entryId: string; userId: string; fields: BodyWeightFields };

export const BODY_WEIGHT_STREAM_PREFIX = 'body-weight-';

export function bodyWeightStreamId(entryId: string): string {
  return `${BODY_WEIGHT_STREAM_PREFIX}${entryId}`;
}
