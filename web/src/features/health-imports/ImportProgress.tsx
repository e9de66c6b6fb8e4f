import { Progress, Stack, Text } from '@mantine/core';

/**
 * An upload's progress (issue 23): the share of the file sent, then, once it is all sent, what the
 * server does until it answers (`after`: "Checking rows…", "Saving…"). The server reads the file as it
 * arrives, so the first part is the reading too; for a small file it may only flash.
 */
export function ImportProgress({ sent, after }: { sent: number; after: string }) {
  const percent = Math.round(sent * 100);
  const uploading = sent < 1;
  return (
    <Stack gap={4} data-testid="import-progress">
      <Progress value={percent} aria-label="Import progress" animated striped={!uploading} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {uploading ? `Reading the file… ${percent}%` : after}
      </Text>
    </Stack>
  );
}
