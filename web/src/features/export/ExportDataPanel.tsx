import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, type DownloadProgress } from '../../api/download';
import { isApiError } from '../../api/fetch';

interface ExportKind {
  id: 'events' | 'transactions';
  label: string;
  description: string;
  path: string;
  fallbackName: string;
  /** How the received lines are counted for the user (an export has a header and an end line besides its events; a CSV one header). */
  counted: (lines: number) => string;
}

const KINDS: readonly ExportKind[] = [
  {
    id: 'events',
    label: 'Download full history',
    description:
      'Every change you ever made, with when and how, as NDJSON. Each entry is chained to the one before by a SHA-256 hash, so an altered file can be detected (npm run projector -- verify-export FILE).',
    path: '/api/export',
    fallbackName: 'life-events.ndjson',
    counted: (lines) => `${Math.max(0, lines - 2).toLocaleString('en-US')} events received`,
  },
  {
    id: 'transactions',
    label: 'Download transactions (CSV)',
    description: 'Your current transactions for a spreadsheet: date, title, type, signed amount, status, accounts and categories.',
    path: '/api/export/transactions.csv',
    fallbackName: 'life-transactions.csv',
    counted: (lines) => `${Math.max(0, lines - 1).toLocaleString('en-US')} transactions received`,
  },
];

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Downloads of the user's own data (issue 10): each streams from the server with a running count. */
export function ExportDataPanel() {
  const [running, setRunning] = useState<ExportKind['id'] | null>(null);
  const [progress, setProgress] = useState<Partial<Record<ExportKind['id'], { state: 'running' | 'done'; value: DownloadProgress }>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (kind: ExportKind) => {
    setRunning(kind.id);
    setProblem(null);
    try {
      const value = await downloadFile(kind.path, kind.fallbackName, (value) =>
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
