/**
 * The payee texts of an OFX/QFX or QIF file's first transactions, read in the browser from the file
 * the user chose (issue 23): what the preview offers "Always categorise rows like this" for, as the
 * CSV preview does with its first rows. Only a sample for making rules: the import itself is read
 * by the server. OFX: each STMTTRN's NAME (else MEMO), by statement (1-based, as the preview numbers
 * them). QIF: each record's payee (else memo) through the domain's QifReader, by account.
 */
import { QifReader } from '@life/domain/imports/qif/index';

/** The file's start read for the sample; the payees a statement offers. */
const SAMPLE_BYTES = 256 * 1024;
export const MAX_PAYEES = 10;

export type PayeesByStatement = ReadonlyMap<number, readonly string[]>;

/** UTF-8 (with or without BOM), else Windows-1252 (OFX 1 banks write CHARSET:1252). */
async function sampleText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // A cut in the middle of a character at the sample's end also lands here; 1252 reads the rest.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function ofxValue(block: string, tag: string): string {
  const match = new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<\\r\\n]*))`, 'i').exec(block);
  const raw = match ? (match[1] ?? match[2] ?? '') : '';
  return raw.replace(/&(amp|lt|gt|quot|apos);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? '').trim();
}

function add(map: Map<number, string[]>, key: number, payee: string) {
  if (payee === '') return;
  const list = map.get(key) ?? [];
  if (list.length < MAX_PAYEES && !list.includes(payee)) list.push(payee);
  map.set(key, list);
}

export function ofxPayees(text: string): PayeesByStatement {
  const payees = new Map<number, string[]>();
  // Each statement aggregate (bank or card) opens a part; the transactions follow inside it.
  text
    .split(/<(?:CC)?STMTRS>/i)
    .slice(1)
    .forEach((statement, at) => {
      for (const block of statement.split(/<STMTTRN>/i).slice(1)) {
        add(payees, at + 1, ofxValue(block, 'NAME') || ofxValue(block, 'MEMO'));
      }
    });
  return payees;
}

export function qifPayees(text: string): PayeesByStatement {
  const payees = new Map<number, string[]>();
  const reader = new QifReader();
  try {
    for (const line of text.split(/\r\n|\r|\n/)) {
      const record = reader.push(line);
      if (record) add(payees, record.account, (record.payee ?? record.memo ?? '').trim());
    }
    const last = reader.end();
    if (last) add(payees, last.account, (last.payee ?? last.memo ?? '').trim());
  } catch {
    // Not QIF after all: the server's preview says so; no rows to offer.
  }
  return payees;
}

/** Never fails: a file that cannot be read offers no rows (the preview itself is the server's). */
export async function statementPayees(file: Blob, kind: 'ofx' | 'qif'): Promise<PayeesByStatement> {
  try {
    const text = await sampleText(file);
    return kind === 'ofx' ? ofxPayees(text) : qifPayees(text);
  } catch {
    return new Map();
  }
}
