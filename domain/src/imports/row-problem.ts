/**
 * A row (CSV record, XML element) an import could not take: its 1-based number, the column or
 * attribute, and what was expected. The summary lists them; a malformed file answers 400 with them.
 */
export interface ImportRowProblem {
  row: number;
  column?: string;
  reason: string;
}
