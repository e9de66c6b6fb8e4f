/**
 * /money/import (issue 11): import a bank CSV or an OFX/QFX statement into an account.
 * CSV: file -> preview and column mapping (pre-filled, formats editable) -> the rows matching recorded
 * transactions, each pair with a 'Keep anyway' box (a dry run, issue 23) -> Import with progress ->
 * summary with 'Undo import'. OFX/QFX: file -> the statement -> its matched pairs -> Import. QIF (issue
 * 23): file -> count, days and the categories matching none of the user's -> matched pairs -> Import. Past bank
 * imports are listed with their summary and Undo.
 */
import { Alert, Anchor, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BankCsvPreviewJson, BankImportSummaryJson, OfxPreviewJson } from '@life/domain/imports/bank-csv/index';
import { useReadOnly } from '../../../api/as-of';
import { isApiError } from '../../../api/fetch';
import { invalidateAreas } from '../../../api/areas';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { ImportProgress, PastImports } from '../../health-imports';
import { accountQueries } from '../accounts/queries';
import type { QifPreviewJson } from '@life/domain/imports/qif/index';
import { bankFileKind, importBankCsv, importOfx, importQif, bankImportAreas, previewBankCsv, previewOfx, previewQif } from './bank-uploads';
import { BankImportSummary } from './BankImportSummary';
import { CsvMappingForm, initialMapping, toMapping, type MappingValues } from './CsvMappingForm';
import { QifCategoryOffer } from './QifCategoryOffer';
import { StatementImportActions } from './StatementImportActions';
import { statementPayees, type PayeesByStatement } from './statement-payees';
import { DescriptionsForRules, RowsForRules } from '../rules';

/** OFX and QIF steps keep their first payees by statement (or account in the file), to make rules from. */
type Step =
  | { step: 'choose' }
  | { step: 'csv'; preview: BankCsvPreviewJson; dryRun?: BankImportSummaryJson }
  | { step: 'ofx'; preview: OfxPreviewJson; payees: PayeesByStatement; dryRun?: BankImportSummaryJson }
  | { step: 'qif'; preview: QifPreviewJson; payees: PayeesByStatement; dryRun?: BankImportSummaryJson }
  | { step: 'done'; summary: BankImportSummaryJson };

/** What the server does once the file is sent, until it answers. */
const CHECKING = 'Checking rows…';
const SAVING = 'Checking rows and saving…';

function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.body?.error ?? 'The import failed. Please try again.';
  return error instanceof Error ? error.message : 'The import failed. Please try again.';
}

export default function BankImportPage() {
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const { data: accounts = [] } = useQuery(accountQueries.list());
  const [file, setFile] = useState<File | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [progress, setProgress] = useState<number | null>(null);
  const [after, setAfter] = useState(CHECKING);
  const [failure, setFailure] = useState<string | null>(null);
  const [keep, setKeep] = useState<number[]>([]);
  const [statement, setStatement] = useState<string | null>(null);
  const form = useForm<MappingValues>({
    initialValues: initialMapping({
      header: [],
      rows: [],
      rowCount: 0,
      detected: { delimiter: ',', dateFormat: null, numberFormat: null },
      remembered: false,
      encoding: 'utf-8',
      headerRow: 1,
    }),
  });

  const run = async <T,>(work: () => Promise<T>, saving = false): Promise<T | null> => {
    setFailure(null);
    setAfter(saving ? SAVING : CHECKING);
    setProgress(0);
    try {
      return await work();
    } catch (error) {
      setFailure(failureMessage(error));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setStep({ step: 'choose' });
    setKeep([]);
    if (!chosen) return;
    if (bankFileKind(chosen) === 'ofx') {
      const preview = await run(() => previewOfx(chosen, setProgress));
      if (preview) {
        setStatement(String(preview.statements[0]?.index ?? 1));
        setStep({ step: 'ofx', preview, payees: await statementPayees(chosen, 'ofx') });
      }
      return;
    }
    if (bankFileKind(chosen) === 'qif') {
      const preview = await run(() => previewQif(chosen, setProgress));
      if (preview) {
        setStatement(String(preview.accounts[0]?.index ?? 0));
        setStep({ step: 'qif', preview, payees: await statementPayees(chosen, 'qif') });
      }
      return;
    }
    await previewCsv(chosen, accountId);
  };

  // issue 23 (h9): the preview pre-fills the layout remembered for the chosen account.
  const previewCsv = async (chosen: File, account: string | null) => {
    const preview = await run(() => previewBankCsv(chosen, setProgress, account));
    if (preview) {
      form.setValues(initialMapping(preview));
      form.resetDirty();
      setStep({ step: 'csv', preview });
    }
  };

  const chooseAccount = (chosen: string | null) => {
    setAccountId(chosen);
    if (file && step.step === 'csv' && chosen) void previewCsv(file, chosen);
  };

  const finish = async (summary: BankImportSummaryJson | null) => {
    if (!summary) return;
    setStep({ step: 'done', summary });
    setFile(null);
    await invalidateAreas(queryClient, bankImportAreas);
  };

  const importCsv = async (dryRun: boolean) => {
    if (step.step !== 'csv' || !file || !accountId) return;
    const checked = toMapping(form.getValues(), step.preview.detected.delimiter);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    const summary = await run(
      () => importBankCsv(file, { accountId, mapping: checked.mapping, keepDuplicates: keep, dryRun }, setProgress),
      !dryRun,
    );
    if (!summary) return;
    if (dryRun) setStep({ ...step, dryRun: summary });
    else await finish(summary);
  };

  const importStatement = async (dryRun: boolean) => {
    if ((step.step !== 'ofx' && step.step !== 'qif') || !file || !accountId) return;
    const summary = await run(
      () =>
        step.step === 'qif'
          ? importQif(
              file,
              {
                accountId,
                ...(step.preview.accounts.length > 1 ? { account: Number(statement ?? 0) } : {}),
                keepDuplicates: keep,
                dryRun,
              },
              setProgress,
            )
          : importOfx(file, { accountId, statement: Number(statement ?? 1), keepDuplicates: keep, dryRun }, setProgress),
      !dryRun,
    );
    if (!summary) return;
    if (dryRun) setStep({ ...step, dryRun: summary });
    else await finish(summary);
  };

  const chooseStatement = (chosen: string | null) => {
    setStatement(chosen);
    setKeep([]);
    if (step.step === 'ofx' || step.step === 'qif') setStep({ ...step, dryRun: undefined });
  };

  const busy = progress !== null;
  const actions = { keep, onKeep: setKeep, canCheck: accountId !== null, busy, readOnly };
  const payees = step.step === 'ofx' || step.step === 'qif' ? (step.payees.get(Number(statement)) ?? []) : [];
  const statementActions =
    step.step === 'ofx' || step.step === 'qif' ? (
      <StatementImportActions
        {...actions}
        dryRun={step.dryRun}
        rowLabel="Transaction"
        rules={<DescriptionsForRules descriptions={payees} accountId={accountId} />}
        onCheck={() => void importStatement(true)}
        onImport={() => void importStatement(false)}
      />
    ) : null;
  const accountOptions = accounts
    .filter((account) => account.isActive !== false)
    .map((account) => ({ value: account.id, label: account.accountName }));
  return (
    <>
      <PageHeader title="Import transactions" description="Bring in a bank CSV, an OFX/QFX statement or a QIF file" />
      <Text size="sm" c="dimmed" mb="md">
        Download a statement from your bank's website as CSV, OFX, QFX or QIF and import it into one of your accounts. Rows that match a
        transaction already recorded (same amount within a few days) are not added twice unless you keep them, a pending one is marked
        posted; every import can be undone.{' '}
        <Anchor component={Link} to="/money/transactions">
          Back to Transactions
        </Anchor>
      </Text>
      <Stack>
        <SectionCard title="Import a file" description="Choose the account and the file.">
          <Stack>
            <Group grow align="flex-start">
              {/* As of a moment (issue 26) nothing can be imported: the page is read-only before a file is picked. */}
              <Select
                label="Account"
                placeholder="Choose an account"
                data={accountOptions}
                value={accountId}
                onChange={chooseAccount}
                disabled={readOnly}
              />
              <FileInput
                label="Bank file (CSV, OFX, QFX or QIF)"
                placeholder="Choose a file"
                accept=".csv,.ofx,.qfx,.qif,text/csv,application/x-ofx,application/qif"
                value={file}
                onChange={(chosen) => void choose(chosen)}
                clearable
                disabled={busy || readOnly}
                leftSection={<IconUpload size={16} aria-hidden />}
              />
            </Group>
            {step.step === 'csv' && (
              <>
                {step.preview.remembered && (
                  <Text size="sm" c="teal">
                    Using the layout from your last import into this account.
                  </Text>
                )}
                <CsvMappingForm preview={step.preview} form={form} />
                <StatementImportActions
                  {...actions}
                  dryRun={step.dryRun}
                  rules={
                    <RowsForRules
                      header={step.preview.header}
                      rows={step.preview.rows}
                      descriptionColumn={form.values.description}
                      accountId={accountId}
                    />
                  }
                  onCheck={() => void importCsv(true)}
                  onImport={() => void importCsv(false)}
                />
              </>
            )}
            {step.step === 'ofx' && (
              <>
                <Select
                  label="Statement"
                  data={step.preview.statements.map((s) => ({
                    value: String(s.index),
                    label: `${s.accountType === 'creditcard' ? 'Card' : 'Account'} ${s.accountId} · ${s.transactionCount} transactions${s.firstDate ? ` · ${s.firstDate} to ${s.lastDate}` : ''}`,
                  }))}
                  value={statement}
                  onChange={chooseStatement}
                />
                {statementActions}
              </>
            )}
            {step.step === 'qif' && (
              <>
                <Text size="sm">
                  {step.preview.transactionCount} transactions
                  {step.preview.firstDate ? ` · ${step.preview.firstDate} to ${step.preview.lastDate}` : ''} · dates read{' '}
                  {step.preview.dateOrder === 'dmy' ? 'day first' : step.preview.dateOrder === 'mdy' ? 'month first' : 'year first'}
                </Text>
                {step.preview.accounts.length > 1 && (
                  <Select
                    label="Account in the file"
                    data={step.preview.accounts.map((a) => ({
                      value: String(a.index),
                      label: `${a.name ?? 'Unnamed account'} · ${a.transactionCount} transactions`,
                    }))}
                    value={statement}
                    onChange={chooseStatement}
                  />
                )}
                <QifCategoryOffer categories={step.preview.categories} onCreated={() => void choose(file)} />
                {step.preview.unmatchedTransferAccounts.length > 0 && (
                  <Text size="sm" c="dimmed">
                    Transfers to accounts you do not have are imported uncategorised: {step.preview.unmatchedTransferAccounts.join(', ')}
                  </Text>
                )}
                {statementActions}
              </>
            )}
            {busy && <ImportProgress sent={progress ?? 0} after={after} />}
            {failure && (
              <Alert color="red" title="The file was not imported" role="alert">
                {failure} Nothing was saved.
              </Alert>
            )}
            {step.step === 'done' && <BankImportSummary summary={step.summary} onUndone={() => setStep({ step: 'choose' })} />}
          </Stack>
        </SectionCard>
        <PastImports kind="bank-csv" noun={{ one: 'transaction', many: 'transactions' }} touches={bankImportAreas} />
        <PastImports kind="ofx" noun={{ one: 'transaction', many: 'transactions' }} touches={bankImportAreas} />
        <PastImports kind="qif" noun={{ one: 'transaction', many: 'transactions' }} touches={bankImportAreas} />
      </Stack>
    </>
  );
}
