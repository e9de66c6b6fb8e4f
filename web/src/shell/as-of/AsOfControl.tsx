import { Box, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { isoToLocalInput, localInputToIso, useAsOf } from '../../api/as-of';
import { useAsOfActions } from './use-as-of-url';

const FUTURE_MESSAGE = 'Choose a moment in the past';
const INVALID_MESSAGE = 'Enter a date and time';

/**
 * The header's 'View as of…' (issue 10): a popover with a native date-and-time input (no date
 * picker library on `/`'s initial JS), 'View' and 'Back to now'. The local time entered becomes an
 * ISO instant; the future is refused (it would only show now).
 */
export function AsOfControl() {
  const asOf = useAsOf();
  const { view, backToNow } = useAsOfActions();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setValue(isoToLocalInput(asOf ?? new Date().toISOString()));
    setError(null);
    setOpened(true);
  };
  const submit = () => {
    const iso = localInputToIso(value);
    if (iso === null) return setError(INVALID_MESSAGE);
    if (Date.parse(iso) > Date.now()) return setError(FUTURE_MESSAGE);
    view(iso);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant={asOf ? 'filled' : 'default'}
          color={asOf ? 'orange' : undefined}
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-expanded={opened}
          aria-label="View as of…"
          title="View as of…"
        >
          {/* The icon alone on phones: the header also holds the brand there. */}
          <Box component="span" visibleFrom="sm">
            View as of…
          </Box>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm" w={260}>
            <Text size="sm" c="dimmed">
              See your money as the app knew it at a moment in the past.
            </Text>
            <TextInput
              type="datetime-local"
              label="Date and time"
              step={1}
              value={value}
              error={error}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                disabled={!asOf}
                onClick={() => {
                  backToNow();
                  setOpened(false);
                }}
              >
                Back to now
              </Button>
              <Button type="submit">View</Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
