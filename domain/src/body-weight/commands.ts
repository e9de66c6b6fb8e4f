import type { Command } from '../core/commands';
import type { ImportSource } from '../core/import-source';
import type { BodyWeightSource } from './constants';
import type { BodyWeightDraft, BodyWeightUpdateDraft } from './drafts';

export type LogBodyWeight = Command<
  'LogBodyWeight',
  { entryId: string; draft: BodyWeightDraft; source?: ImportSource & { app: BodyWeightSource } }
>;
/** Fields absent from the draft keep their stored values. */
export type UpdateBodyWeight = Command<'UpdateBodyWeight', { entryId: string; draft: BodyWeightUpdateDraft }>;
export type DeleteBodyWeight = Command<'DeleteBodyWeight', { entryId: string }>;
/** The deleted entry logged again with its last values. */
export type RestoreBodyWeight = Command<'RestoreBodyWeight', { entryId: string }>;

export type BodyWeightCommand = LogBodyWeight | UpdateBodyWeight | DeleteBodyWeight | RestoreBodyWeight;
