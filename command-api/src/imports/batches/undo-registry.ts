/**
 * How each kind of import is undone (issue 11): a function that appends the deletions of the
 * batch's live records (each through its own aggregate) and says how many went. A new kind of
 * import adds its line here; the undo route refuses a kind without one (409).
 */
import type { CommandMetadata, ImportKind } from '@life/domain';
import type { AppDeps } from '../../deps';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { deleteImportedTransactions } from '../bank/records';
import { importedMeals, importedWorkouts, deleteImportedRecords } from '../health/records';

export interface UndoOutcome {
  removed: number;
  /** Position of the last deletion ('' when none). */
  position: string;
}

export type ImportUndoer = (deps: AppDeps, importId: string, metadata: CommandMetadata) => Promise<UndoOutcome>;

export interface UndoRegistration {
  undo: ImportUndoer;
  /** The projections the undoer reads the batch's live records from. */
  readModels: readonly string[];
}

const bankUndo: UndoRegistration = {
  undo: (deps, importId, metadata) => deleteImportedTransactions(deps.store, deps.db, importId, metadata),
  // Not the ledger: a 100,000-row undo outlasts the read-your-writes wait; clients read balances with X-Min-Position.
  readModels: [MONEY_IMPORTS],
};

export const importUndoers: Partial<Record<ImportKind, UndoRegistration>> = {
  'bank-csv': bankUndo,
  ofx: bankUndo,
  qif: bankUndo,
  'apple-health': {
    undo: (deps, importId, metadata) => deleteImportedRecords(importedWorkouts, deps.store, deps.db, importId, metadata),
    readModels: ['fitness-workouts'],
  },
  // A MyFitnessPal batch holds meals (nutrition export) or workouts (exercise export): both are undone.
  mfp: {
    undo: async (deps, importId, metadata) => {
      const meals = await deleteImportedRecords(importedMeals, deps.store, deps.db, importId, metadata);
      const workouts = await deleteImportedRecords(importedWorkouts, deps.store, deps.db, importId, metadata);
      return {
        removed: meals.removed + workouts.removed,
        position: workouts.position > meals.position ? workouts.position : meals.position,
      };
    },
    readModels: ['nutrition-meals', 'fitness-workouts'],
  },
};
