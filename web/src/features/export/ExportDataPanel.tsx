import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, type DownloadProgress } from '../../api/download';
import { isApiError } from '../../api/fetch';
import { formatCount, formatMegabytes } from '../../format';

interface ExportKind {
  id: 'events' | 'transactions';
  label: string;
  description: string;
  /** The download's path; `upcoming`: with recurring occurrences dated after today (the transactions CSV). */
  path: (options: { upcoming: boolean }) => string;
  fallbackName: string;
  /** Offers to include upcoming recurring occurrences (issue 24: left out by default, they would flood the file). */
  upcomingChoice?: boolean;
  /** How the received lines are counted for the user (an export has a header and an end line besides its events; a CSV one header). */
  counted: (lines: number) => string;
}

const KINDS: readonly ExportKind[] = [
  {
    id: 'events',
    label: 'Download full history',
    // Plain words for people (issue 26); the format, the hash chain and the verify command are in the README for auditors.
    description:
      'Your data file: every change you ever made, with when and how. It carries a check that it is complete and unaltered, so you (or anyone you give it to) can tell if a line was removed or changed.',
    path: () => '/api/export',
    fallbackName: 'life-events.ndjson',
    counted: (lines) => `${formatCount(Math.max(0, lines - 2))} changes received`,
  },
  {
    id: 'transactions',
    label: 'Download transactions (CSV)',
    description:
      'Your transactions for a spreadsheet: date, title, type, signed amount, status, accounts and categories. Recurring transactions dated after today are left out unless you include them.',
    path: ({ upcoming }) => `/api/export/transactions.csv${upcoming ? '?upcoming=include' : ''}`,
    upcomingChoice: true,
    fallbackName: 'life-transactions.csv',
    counted: (lines) => `${formatCount(Math.max(0, lines - 1))} transactions received`,
  },
];

function megabytes(bytes: number): string {
  return formatMegabytes(bytes);
}

/** Downloads of the user's own data (issue 10): each streams from the server with a running count. */
export function ExportDataPanel() {
  const [running, setRunning] = useState<ExportKind['id'] | null>(null);
  const [progress, setProgress] = useState<Partial<Record<ExportKind['id'], { state: 'running' | 'done'; value: DownloadProgress }>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [withUpcoming, setWithUpcoming] = useState(false);

  const start = async (kind: ExportKind) => {
    setRunning(kind.id);
    setProblem(null);
    try {
      const value = await downloadFile(kind.path({ upcoming: withUpcoming }), kind.fallbackName, (value) =>
        setProgress((current) => ({ ...current, [kind.id]: { state: 'running', value } })),
      );
      setProgress((current) => ({ ...current, [kind.id]: { state: 'done', value } }));
    } catch (error) {
      setProblem(isApiError(error) && error.body?.error ? error.body.error : 'The download failed. Please try again.');
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack gap="md">
      {KINDS.map((kind) => {
        const shown = progress[kind.id];
        return (
          <Stack key={kind.id} gap={4}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600} size="sm">
                {kind.label}
              </Text>
              <Button
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={running === kind.id}
                disabled={running !== null && running !== kind.id}
                onClick={() => void start(kind)}
              >
                {kind.label}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {kind.description}
            </Text>
            {kind.upcomingChoice && (
              <Checkbox
                size="xs"
                label="Include upcoming recurring transactions (dated after today)"
                checked={withUpcoming}
                disabled={running !== null}
                onChange={(event) => setWithUpcoming(event.currentTarget.checked)}
              />
            )}
            {shown && (
              <Text size="xs" role="status">
                {shown.state === 'done' ? 'Done: ' : ''}
                {kind.counted(shown.value.lines)} · {megabytes(shown.value.bytes)}
              </Text>
            )}
          </Stack>
        );
      })}
      {problem && (
        <Alert color="red" title="Download failed">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
