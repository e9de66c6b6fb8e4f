/**
 * What every bank file's preview ends with (CSV, OFX/QFX, QIF): after 'Check duplicates' (a dry run)
 * the matched pairs with 'Keep anyway' and the rows the user's rules filled in; the rows to make a
 * rule from ("Always categorise rows like this"); then 'Check duplicates' and 'Import', which waits
 * for the dry run.
 */
import { Button, Group } from '@mantine/core';
import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import type { ReactNode } from 'react';
import { ReadOnlyTooltip } from '../../../components/ReadOnlyTooltip';
import { ImportRuleHits } from '../rules';
import { MatchedPairs } from './MatchedPairs';

export function StatementImportActions({
  dryRun,
  keep,
  onKeep,
  rowLabel,
  rules,
  onCheck,
  onImport,
  canCheck,
  busy,
  readOnly,
}: {
  /** The dry run's summary, once 'Check duplicates' answered. */
  dryRun: BankImportSummaryJson | undefined;
  keep: readonly number[];
  onKeep: (rows: number[]) => void;
  /** How the file's rows are named: 'Row' (CSV, the default) or 'Transaction' (OFX, QIF). */
  rowLabel?: string;
  /** The rows offering a rule made from them (issue 23). */
  rules?: ReactNode;
  onCheck: () => void;
  onImport: () => void;
  /** An account is chosen. */
  canCheck: boolean;
  busy: boolean;
  readOnly: boolean;
}) {
  return (
    <>
      {dryRun && <MatchedPairs summary={dryRun} keep={keep} onKeep={onKeep} {...(rowLabel ? { rowLabel } : {})} />}
      {/* issue 23 (h10): which rule filled in each row, and a rule from any row */}
      {dryRun && <ImportRuleHits summary={dryRun} {...(rowLabel ? { rowLabel } : {})} />}
      {rules}
      <Group>
        <Button variant="default" onClick={onCheck} disabled={!canCheck || busy}>
          Check duplicates
        </Button>
        <ReadOnlyTooltip>
          <Button onClick={onImport} disabled={!canCheck || busy || readOnly || !dryRun} loading={busy}>
            Import
          </Button>
        </ReadOnlyTooltip>
      </Group>
    </>
  );
}
