import { randomUUID } from 'node:crypto';
import { transactionStreamId, type TransactionRecordedEvent } from '@life/domain';

/**
 * A TransactionRecorded event for projection specs: by default a posted 1.00 expense of `userId`
 * from `fromAccountId` on 2025-11-14, without category, notes or splits; `data` overrides any field.
 */
export function transactionRecorded(
  userId: string,
  fromAccountId: string | null,
  data: Partial<TransactionRecordedEvent['data']> = {},
): Pick<TransactionRecordedEvent, 'type' | 'data'> & { streamId: string } {
  const transactionId = data.transactionId ?? randomUUID();
  return {
    streamId: transactionStreamId(transactionId),
    type: 'TransactionRecorded',
    data: {
      transactionId,
      userId,
      title: 'x',
      notes: '',
      splits: [],
      type: 'expense',
      amountCents: 100,
      category: '',
      transactionCategoryIds: [],
      fromAccountId,
      toAccountId: null,
      posted: 'posted',
      date: '2025-11-14',
      recurringTransactionId: null,
      isRecurring: false,
      ...data,
    },
  };
}
