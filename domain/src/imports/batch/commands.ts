import type { Command } from '../../core/commands';
import type { ImportRowProblem } from '../row-problem';
import type { ImportKind } from './constants';

export type StartImport = Command<
  'StartImport',
  { importId: string; kind: ImportKind; fileName: string; accountId?: string; layout?: Readonly<Record<string, string>> }
>;
export type CompleteImport = Command<
  'CompleteImport',
  {
    importId: string;
    added: number;
    skipped: number;
    rejected: readonly ImportRowProblem[];
    rejectedCount: number;
    /** The skipped rows with why (the first MAX_LISTED_IMPORT_PROBLEMS are kept). */
    skippedRows?: readonly ImportRowProblem[];
    /** Pending transactions the import marked posted (bank imports). */
    postedIds?: readonly string[];
    /** Pending transactions the import removed: released or replaced holds (bank imports). */
    removedIds?: readonly string[];
  }
>;
/** `removed`: how many of the batch's records the caller deleted (their deletions are appended before this). */
export type UndoImport = Command<'UndoImport', { importId: string; removed: number }>;

export type ImportBatchCommand = StartImport | CompleteImport | UndoImport;
