import type { Position } from './types';

/** Fixed width so positions compare with `<` as strings (bigints never exceed 20 digits). */
export const pad20 = (value: string | bigint | number): string => String(value).padStart(20, '0');

/** SQL stores: `${xid8}-${global_position}`, both padded to 20 digits. */
export function sqlPosition(transactionId: string, globalPosition: string): Position {
  return `${pad20(transactionId)}-${pad20(globalPosition)}`;
}

/** Inverse of sqlPosition; START ('') maps to (0, 0), before every event. */
export function parseSqlPosition(position: Position): { transactionId: string; globalPosition: string } {
  if (position === '') return { transactionId: '0', globalPosition: '0' };
  const match = /^(\d{20})-(\d{20})$/.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`Invalid event store position: ${position}`);
  return { transactionId: BigInt(match[1]).toString(), globalPosition: BigInt(match[2]).toString() };
}
