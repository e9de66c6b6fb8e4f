/**
 * How each kind of import is undone (issue 11): a function that appends the deletions of the
 * batch's live records (each through its own aggregate) and says how many went. A new kind of
 * import adds its line here; the undo route refuses a kind without one (409).
 */
import type { CommandMetadata, ImportKind } from '@life/domain';
import type { AppDeps } from '../../deps';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { deleteImportedTransactions } from '../bank/records';
import { importedBodyWeights, importedMeals, importedWorkouts, deleteImportedRecords } from '../health/records';

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
  // Accounts and categories: a restored hold (issue 23) is checked against them.
  readModels: [MONEY_IMPORTS, MONEY_ACCOUNTS, MONEY_CATEGORIES],
};

export const importUndoers: Partial<Record<ImportKind, UndoRegistration>> = {
  'bank-csv': bankUndo,
  ofx: bankUndo,
  qif: bankUndo,
  // An Apple Health batch holds workouts and body weights (issue 27).
  'apple-health': {
    undo: async (deps, importId, metadata) => {
      const workouts = await deleteImportedRecords(importedWorkouts, deps.store, deps.db, importId, metadata);
      const weights = await deleteImportedRecords(importedBodyWeights('apple-health'), deps.store, deps.db, importId, metadata);
      return {
        removed: workouts.removed + weights.removed,
        position: weights.position > workouts.position ? weights.position : workouts.position,
      };
    },
    readModels: ['fitness-workouts', 'body-weight'],
  },
  // A MyFitnessPal batch holds meals (nutrition export), workouts (exercise export) or body weights
  // (measurement export, issue 27): all are undone.
  mfp: {
    undo: async (deps, importId, metadata) => {
      const meals = await deleteImportedRecords(importedMeals, deps.store, deps.db, importId, metadata);
      const workouts = await deleteImportedRecords(importedWorkouts, deps.store, deps.db, importId, metadata);
      const weights = await deleteImportedRecords(importedBodyWeights('myfitnesspal'), deps.store, deps.db, importId, metadata);
      const positions = [meals.position, workouts.position, weights.position].sort();
      return { removed: meals.removed + workouts.removed + weights.removed, position: positions.at(-1) ?? '' };
    },
    readModels: ['nutrition-meals', 'fitness-workouts', 'body-weight'],
  },
};
