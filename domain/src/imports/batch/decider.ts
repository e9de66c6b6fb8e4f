/**
 * An import batch (issue 11): started, completed with its summary, undone at most once. The
 * records it wrote live in their own streams; the caller appends their deletions before UndoImport.
 */
import { assertNever, type Decider } from '../../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import type { ImportRowProblem } from '../row-problem';
import type { ImportBatchCommand } from './commands';
import {
  importMessages,
  isImportKind,
  MAX_IMPORT_FILE_NAME_LENGTH,
  MAX_IMPORT_PROBLEM_COLUMN_LENGTH,
  MAX_IMPORT_PROBLEM_REASON_LENGTH,
  MAX_LISTED_IMPORT_PROBLEMS,
} from './constants';
import type { ImportBatchEvent } from './events';
import type { ImportBatchState } from './state';

// C0 (but tab), DEL, C1 and lone surrogates: a reason quotes file content, which the log must not keep raw.
// eslint-disable-next-line no-control-regex -- the control characters are what this replaces
const UNSTORABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text as the log and every read model keep it: control characters replaced, bounded. */
const clean = (text: string, max: number) => text.replace(UNSTORABLE, '?').slice(0, max);

/** Counts and row numbers as an integer column keeps them. */
const MAX_COUNT = 2_000_000_000;
const count = (value: number) => (Number.isSafeInteger(value) && value > 0 ? Math.min(value, MAX_COUNT) : 0);

/** Transaction ids the import posted or removed: the server's own uuids, so the log can always hold them. */
const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireTransactionIds(field: 'postedIds' | 'removedIds', ids: readonly string[]): void {
  if (ids.some((id) => !TRANSACTION_ID.test(id))) throw ValidationError.of(field, `${field} must be transaction ids`);
}

/** A problem as the log keeps it: bounded texts, control characters replaced. */
export function storableProblem({ row, column, reason }: ImportRowProblem): ImportRowProblem {
  return {
    row: count(row),
    ...(column === undefined ? {} : { column: clean(column, MAX_IMPORT_PROBLEM_COLUMN_LENGTH) }),
    reason: clean(reason, MAX_IMPORT_PROBLEM_REASON_LENGTH),
  };
}

function requireOwned(state: ImportBatchState, userId: string): Exclude<ImportBatchState, { status: 'none' }> {
  if (state.status === 'none' || state.userId !== userId) throw new NotFoundError(importMessages.notFound);
  return state;
}

export const importBatchDecider: Decider<ImportBatchState, ImportBatchCommand, ImportBatchEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ImportStarted': {
        const { importId, userId, kind } = event.data;
        return { status: 'running', importId, userId, kind: isImportKind(kind) ? kind : 'bank-csv' };
      }
      case 'ImportCompleted':
        return state.status === 'running' ? { ...state, status: 'completed' } : state;
      case 'ImportUndone':
        return state.status === 'none' ? state : { ...state, status: 'undone' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartImport': {
        const { importId, kind, fileName, accountId, layout } = command.data;
        if (state.status !== 'none') throw new ConflictError(importMessages.alreadyExists);
        return [
          {
            type: 'ImportStarted',
            data: {
              importId,
              userId: command.metadata.userId,
              kind,
              fileName: clean(fileName, MAX_IMPORT_FILE_NAME_LENGTH),
              ...(accountId === undefined ? {} : { accountId }),
              ...(layout === undefined ? {} : { layout: { ...layout } }),
            },
          },
        ];
      }
      case 'CompleteImport': {
        const { importId, added, skipped, rejected, rejectedCount, skippedRows = [], postedIds = [], removedIds = [] } = command.data;
        const batch = requireOwned(state, command.metadata.userId);
        if (batch.status !== 'running') throw new ConflictError(importMessages.alreadyCompleted);
        requireTransactionIds('postedIds', postedIds);
        requireTransactionIds('removedIds', removedIds);
        return [
          {
            type: 'ImportCompleted',
            data: {
              importId,
              added: count(added),
              skipped: count(skipped),
              rejected: rejected.slice(0, MAX_LISTED_IMPORT_PROBLEMS).map(storableProblem),
              rejectedCount: Math.max(count(rejectedCount), Math.min(rejected.length, MAX_LISTED_IMPORT_PROBLEMS)),
              skippedRows: skippedRows.slice(0, MAX_LISTED_IMPORT_PROBLEMS).map(storableProblem),
              ...(postedIds.length > 0 ? { postedIds: [...postedIds] } : {}),
              ...(removedIds.length > 0 ? { removedIds: [...removedIds] } : {}),
            },
          },
        ];
      }
      case 'UndoImport': {
        const { importId, removed } = command.data;
        const batch = requireOwned(state, command.metadata.userId);
        if (batch.status === 'undone') throw new ConflictError(importMessages.alreadyUndone);
        if (batch.status === 'running') throw new ConflictError(importMessages.notFinished);
        return [{ type: 'ImportUndone', data: { importId, removed: count(removed) } }];
      }
      default:
        return assertNever(command);
    }
  },
};
