/**
 * A recurring occurrence dated after today (issue 24): generated ahead up to the rule's end (by
 * default 31 Dec next year), so such rows are kept apart rather than mixed with what happened: the
 * ledger's collapsed 'Upcoming' section, and left out of the transactions CSV unless asked for.
 * One rule for both, so they cannot disagree on what counts as upcoming.
 */
export function isUpcomingOccurrence(transaction: { recurringTransactionId: string | null; date: string }, today: string): boolean {
  return transaction.recurringTransactionId !== null && transaction.date > today;
}
