import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { formatDisplayDate } from '../format';
import type { TransactionFilters } from './types';
import type { Transaction } from './types';

interface SavedOutsideNoticeProps {
  /** The transaction just saved, which the current filters do not show. */
  transaction: Transaction;
  filters: TransactionFilters;
  onShow: () => void;
  onClose: () => void;
}

/** After 'Success!', where a saved transaction the list does not show went, and a way to show it. */
export function SavedOutsideNotice({ transaction, filters, onShow, onClose }: SavedOutsideNoticeProps) {
  const outsideDates =
    (filters.startDate && transaction.date < filters.startDate) || (filters.endDate && transaction.date > filters.endDate);
  return (
    <Alert
      color="blue"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconEyeOff size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
      data-testid="saved-outside-notice"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {outsideDates
            ? `Saved to ${formatDisplayDate(transaction.date)}, outside the dates shown.`
            : `Saved '${transaction.title}', which the filters hide.`}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onShow}>
          Show it
        </Button>
      </Group>
    </Alert>
  );
}
