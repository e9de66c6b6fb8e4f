/**
 * The import screen of /fitness/apple and /nutrition/mfp (issue 11): pick the file, import it
 * with a progress bar (the upload: the server reads the file as it arrives), the summary, and
 * 'Undo import' plus the past imports of this kind.
 */
import { Alert, Button, FileInput, Group, NativeSelect, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { HealthImportKind, HealthImportRecords, HealthImportSummaryJson } from '@life/domain/imports/health-api';
import { type Area, invalidateAreas } from '../../api/areas';
import { isApiError } from '../../api/fetch';
import { useReadOnly } from '../../api/as-of';
import { SectionCard } from '../../components/SectionCard';
import { ImportProgress } from './ImportProgress';
import { ImportSummary } from './ImportSummary';
import { PastImports } from './PastImports';
import { uploadFile } from './upload';

export interface HealthImportPanelProps {
  kind: HealthImportKind;
  /** e.g. '/api/imports/apple-health'. */
  path: string;
  /** The file input's label and accepted types. */
  fileLabel: string;
  accept: string;
  /** Content-Type when the browser gives the file none. */
  fallbackType: string;
  /** What the past imports hold (and what a summary counts when `nouns` does not name its records). */
  noun: { one: string; many: string };
  /** What a summary counts by what the file held (a MyFitnessPal file holds meals or workouts). */
  nouns?: Partial<Record<HealthImportRecords, { one: string; many: string }>>;
  /** Offer 'Preview' (a dry run: what would be added, skipped and rejected, with why) before 'Import'; for small files. */
  preview?: boolean;
  /** The areas the imported records touch (workouts, meals, the dashboard). */
  touches: readonly Area[];
  /** issue 27: ask the unit of a weight file's numbers (MyFitnessPal's measurement export writes none), sent as `weightUnit`. */
  weightUnit?: boolean;
}

const WEIGHT_NOUN = { one: 'weight entry', many: 'weight entries' };

type Status =
  | { state: 'idle' }
  | { state: 'uploading'; sent: number; dryRun: boolean }
  | { state: 'done'; summary: HealthImportSummaryJson }
  | { state: 'previewed'; summary: HealthImportSummaryJson }
  | { state: 'failed'; message: string };

function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.body?.error ?? 'The import failed. Please try again.';
  return error instanceof Error ? error.message : 'The import failed. Please try again.';
}

export function HealthImportPanel({
  kind,
  path,
  fileLabel,
  accept,
  fallbackType,
  noun,
  nouns,
  preview = false,
  touches,
  weightUnit: asksWeightUnit = false,
}: HealthImportPanelProps) {
  const queryClient = useQueryClient();
  const readOnly = useReadOnly();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [weightUnit, setWeightUnit] = useState<'kg' | 'lb'>('kg');

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setStatus({ state: 'uploading', sent: 0, dryRun });
    try {
      const summary = await uploadFile<HealthImportSummaryJson>(
        `${path}?fileName=${encodeURIComponent(file.name)}${dryRun ? '&dryRun=true' : ''}${asksWeightUnit ? `&weightUnit=${weightUnit}` : ''}`,
        file,
        file.type || fallbackType,
        (sent) => setStatus({ state: 'uploading', sent, dryRun }),
      );
      if (dryRun) {
        setStatus({ state: 'previewed', summary });
        return;
      }
      setStatus({ state: 'done', summary });
      setFile(null);
      await invalidateAreas(queryClient, [...touches, 'imports']);
    } catch (error) {
      setStatus({ state: 'failed', message: failureMessage(error) });
    }
  };

  const uploading = status.state === 'uploading';
  return (
    <Stack>
      <SectionCard title="Import a file" description={`Choose ${fileLabel}, then Import.`}>
        <Stack>
          <FileInput
            label={fileLabel}
            placeholder="Choose a file"
            accept={accept}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              // A preview speaks of the file it read.
              if (status.state === 'previewed') setStatus({ state: 'idle' });
            }}
            clearable
            // As of a moment (issue 26) nothing can be imported: read-only before a file is picked.
            disabled={uploading || readOnly}
            leftSection={<IconUpload size={16} aria-hidden />}
          />
          {asksWeightUnit && (
            <NativeSelect
              label="Weights in the file are in"
              description="MyFitnessPal's measurement file gives numbers only, in the unit of your MyFitnessPal settings"
              data={[
                { value: 'kg', label: 'Kilograms (kg)' },
                { value: 'lb', label: 'Pounds (lb)' },
              ]}
              value={weightUnit}
              onChange={(event) => setWeightUnit(event.currentTarget.value === 'lb' ? 'lb' : 'kg')}
              disabled={uploading}
              w={320}
            />
          )}
          <Group>
            {preview && (
              <Button variant="light" onClick={() => void start(true)} disabled={!file || readOnly || uploading}>
                Preview
              </Button>
            )}
            <Button onClick={() => void start(false)} disabled={!file || readOnly} loading={uploading}>
              Import
            </Button>
          </Group>
          {uploading && <ImportProgress sent={status.sent} after={status.dryRun ? 'Checking rows…' : 'Checking rows and saving…'} />}
          {status.state === 'failed' && (
            <Alert color="red" title="The file was not imported" role="alert">
              {status.message} Nothing was saved.
            </Alert>
          )}
          {(status.state === 'done' || status.state === 'previewed') && (
            <ImportSummary summary={status.summary} noun={nouns?.[status.summary.records] ?? noun} preview={status.state === 'previewed'} />
          )}
          {(status.state === 'done' || status.state === 'previewed') && status.summary.bodyWeights && (
            // issue 27: an Apple Health export's body-mass records, summarised like the workouts.
            <ImportSummary summary={status.summary.bodyWeights} noun={WEIGHT_NOUN} preview={status.state === 'previewed'} />
          )}
        </Stack>
      </SectionCard>
      <PastImports kind={kind} noun={noun} touches={touches} />
    </Stack>
  );
}
