/**
 * Occurrence ids: the transaction an occurrence of a recurring transaction is gets an id derived
 * from (recurring id, day, incarnation), so every worker, retry or restart names the same stream,
 * and appending it with expected revision 'no-stream' can succeed only once.
 */
import { createHash } from 'node:crypto';
import { transactionStreamId, type IsoDate } from '@life/domain';

/** A uuid-shaped id (version 4 bits, RFC variant) from sha256 of (recurring id, day, incarnation). */
export function occurrenceTransactionId(recurringTransactionId: string, date: IsoDate, incarnation: number): string {
  const bytes = createHash('sha256')
    .update(`life:recurring-occurrence\n${recurringTransactionId}\n${date}\n${incarnation}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4: every uuid parser on the way accepts it
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stream of one incarnation of a day's occurrence. */
export function occurrenceStreamId(recurringTransactionId: string, date: IsoDate, incarnation: number): string {
  return transactionStreamId(occurrenceTransactionId(recurringTransactionId, date, incarnation));
}
