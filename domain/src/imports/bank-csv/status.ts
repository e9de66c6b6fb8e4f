/**
 * A bank CSV's status column (issue 23): whether a row is booked, still pending (a card authorisation,
 * "Vorgemerkt"), or never happened (declined, reverted). Header names and values in the languages of
 * the banks we have seen; a value we do not know is taken as posted, the bank's usual case.
 */
import type { TransactionStatus } from '../../transactions/constants';

export type BankRowStatus = TransactionStatus | 'void';

/** Header names of a status column, lower-cased (exact names; 'state' is Revolut's). */
export const STATUS_HEADER_HINTS = [
  'status',
  'state',
  'transaction status',
  'booking status',
  'buchungsstatus',
  'umsatzstatus',
  'statut',
  'estado',
  'stato',
] as const;

const PENDING = [
  'pending',
  'authorized',
  'authorised',
  'authorization',
  'authorisation',
  'hold',
  'on hold',
  'not booked',
  'unposted',
  'processing',
  'in progress',
  'ausstehend',
  'vorgemerkt',
  'vormerkung',
  'nicht gebucht',
  'in bearbeitung',
  'offen',
  'en attente',
  'en cours',
  'à venir',
  'pendiente',
  'en proceso',
  'in sospeso',
  'in attesa',
  'in afwachting',
  'pending transaction',
  'umsatz vorgemerkt',
];

const POSTED = [
  'posted',
  'booked',
  'cleared',
  'settled',
  'completed',
  'complete',
  'reconciled',
  'done',
  'gebucht',
  'abgeschlossen',
  'comptabilisé',
  'comptabilise',
  'effectué',
  'contabilizado',
  'completado',
  'contabilizzato',
  'eseguito',
  'geboekt',
  'umsatz gebucht',
];

const VOID = [
  'declined',
  'denied',
  'reverted',
  'reversed',
  'failed',
  'cancelled',
  'canceled',
  'rejected',
  'void',
  'voided',
  'abgelehnt',
  'storniert',
  'fehlgeschlagen',
  'refusé',
  'annulé',
  'rechazado',
  'cancelado',
  'rifiutato',
  'annullato',
];

const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** The row's status from the column's value; blank or unknown: posted. */
export function bankRowStatus(value: string): BankRowStatus {
  const text = normal(value);
  if (PENDING.includes(text)) return 'pending';
  if (VOID.includes(text)) return 'void';
  return 'posted';
}

/** Whether the value is a status word we know (a column of them is a status column, whatever its name). */
export function isKnownBankStatus(value: string): boolean {
  const text = normal(value);
  return PENDING.includes(text) || POSTED.includes(text) || VOID.includes(text);
}
