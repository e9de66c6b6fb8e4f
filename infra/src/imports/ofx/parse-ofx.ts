/**
 * OFX/QFX statements as a stream (issue 11): 1.x SGML (normalised by SgmlToXml) or 2.x XML, read
 * with saxes. Each statement (STMTRS: bank, CCSTMTRS: credit card) reports its account
 * (BANKACCTFROM/CCACCTFROM: ACCTID, BANKID), currency and its transactions (STMTTRN leaf texts).
 * Only the leaf texts of the current STMTTRN are held, never the file.
 */
import { ValidationError } from '@life/domain';
import type { OfxTransactionElement } from '@life/domain/imports/ofx/index';
import { SaxesParser } from 'saxes';
import { SgmlToXml } from './sgml-to-xml';

export interface OfxStatementInfo {
  index: number;
  accountType: 'bank' | 'creditcard';
  accountId: string;
  bankId: string | null;
  currency: string | null;
}

export type OfxItem =
  { kind: 'transaction'; statement: number; transaction: OfxTransactionElement } | { kind: 'statement'; statement: OfxStatementInfo };

export const ofxMessages = {
  notOfx: (detail: string) => `The file is not a readable OFX/QFX statement (${detail})`,
  noStatement: 'The file holds no statement: expected <STMTRS> or <CCSTMTRS> inside <OFX>',
} as const;

const TRANSACTION_LEAVES: Record<string, keyof OfxTransactionElement> = {
  FITID: 'fitId',
  DTPOSTED: 'datePosted',
  TRNAMT: 'amount',
  NAME: 'name',
  MEMO: 'memo',
  TRNTYPE: 'type',
  CHECKNUM: 'checkNumber',
};
const HEADER_BYTES = 512;
/** Leaf texts are bounded: a title is at most 255 characters, anything longer is cut by the mapping's rules. */
const MAX_LEAF_LENGTH = 4096;

/** The version from the file's start: 1 with an SGML header (even after an XML prolog), 2 for XML (`<?xml`/`<?OFX`). */
function versionOf(start: string): 1 | 2 {
  const head = start.replace(/^\uFEFF/, '').trimStart();
  if (/OFXHEADER:\s*1/i.test(head)) return 1;
  return head.startsWith('<?xml') || head.startsWith('<?OFX') || head.startsWith('<?ofx') ? 2 : 1;
}

/** SGML headers name a Windows code page unless ENCODING says UTF-8; XML is UTF-8 unless its prolog says otherwise. */
function encodingOf(start: string): 'utf-8' | 'windows-1252' {
  if (/ENCODING:\s*UTF-?8|encoding="utf-?8"/i.test(start)) return 'utf-8';
  // Canadian banks write "CHARSET:8859-1" without the ISO (Actual Budget's 8859-1.qfx).
  return /CHARSET:\s*(1252|(ISO-?)?8859-?1|LATIN-?1)|encoding="(windows-1252|iso-8859-1)"/i.test(start) ? 'windows-1252' : 'utf-8';
}

/** Every statement's transactions then the statement itself (its account is known at its end), in file order. */
export async function* ofxItems(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<OfxItem, { version: 1 | 2 }> {
  const parser = new SaxesParser({ position: true });
  const out: OfxItem[] = [];
  const path: string[] = [];
  let statement: OfxStatementInfo | null = null;
  let statements = 0;
  let transaction: OfxTransactionElement | null = null;
  let transactions = 0;
  let leafText = '';
  let failure: Error | null = null;

  parser.on('opentag', (tag) => {
    const name = tag.name.toUpperCase();
    path.push(name);
    leafText = '';
    if (name === 'STMTRS' || name === 'CCSTMTRS') {
      statements += 1;
      statement = {
        index: statements,
        accountType: name === 'STMTRS' ? 'bank' : 'creditcard',
        accountId: '',
        bankId: null,
        currency: null,
      };
      transactions = 0;
    } else if (name === 'STMTTRN' && statement) {
      transactions += 1;
      transaction = { index: transactions };
    }
  });
  parser.on('text', (text) => {
    if (leafText.length < MAX_LEAF_LENGTH) leafText += text;
  });
  parser.on('cdata', (text) => {
    if (leafText.length < MAX_LEAF_LENGTH) leafText += text;
  });
  parser.on('closetag', (tag) => {
    const name = tag.name.toUpperCase();
    path.pop();
    const parent = path[path.length - 1];
    const value = leafText.trim();
    const current = statement;
    if (transaction && parent === 'STMTTRN' && TRANSACTION_LEAVES[name]) {
      transaction[TRANSACTION_LEAVES[name]] = value as never;
    } else if (name === 'NAME' && transaction && parent === 'PAYEE' && transaction.name === undefined) {
      transaction.name = value;
    } else if (current && (parent === 'BANKACCTFROM' || parent === 'CCACCTFROM')) {
      if (name === 'ACCTID') current.accountId = value;
      if (name === 'BANKID') current.bankId = value || null;
    } else if (current && name === 'CURDEF' && (parent === 'STMTRS' || parent === 'CCSTMTRS')) {
      current.currency = value || null;
    }
    if (name === 'STMTTRN' && transaction && current) {
      out.push({ kind: 'transaction', statement: current.index, transaction });
      transaction = null;
    } else if ((name === 'STMTRS' || name === 'CCSTMTRS') && current) {
      out.push({ kind: 'statement', statement: current });
      statement = null;
    }
    leafText = '';
  });
  parser.on('error', (error) => {
    failure ??= error;
  });

  let version: 1 | 2 | undefined;
  // XML goes through the same normaliser: banks send SGML bodies behind XML prologs (issue 23).
  const sgml = new SgmlToXml();
  let decoder = new TextDecoder('utf-8');
  const write = (text: string) => {
    if (failure) return;
    try {
      parser.write(text);
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  };
  const fail = (error: Error) => ValidationError.of('file', ofxMessages.notOfx(error.message.split('\n')[0] ?? ''));

  // The header (version, encoding) is judged on the first HEADER_BYTES, however small the chunks.
  let head: Buffer | null = Buffer.alloc(0);
  const decide = () => {
    const start = head!.subarray(0, HEADER_BYTES).toString('latin1');
    version = versionOf(start);
    decoder = new TextDecoder(encodingOf(start));
    const held = head!;
    head = null;
    return held;
  };
  for await (const chunk of chunks) {
    let bytes: Uint8Array = chunk;
    if (head !== null) {
      head = Buffer.concat([head, chunk]);
      if (head.length < HEADER_BYTES) continue;
      bytes = decide();
    }
    write(sgml.push(decoder.decode(bytes, { stream: true })));
    if (failure) throw fail(failure);
    yield* out.splice(0);
  }
  if (head !== null) write(sgml.push(decoder.decode(decide(), { stream: true })));
  const rest = decoder.decode();
  write(sgml.push(rest) + sgml.end());
  if (!failure) {
    try {
      parser.close();
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure) throw fail(failure);
  yield* out.splice(0);
  if (statements === 0) throw ValidationError.of('file', ofxMessages.noStatement);
  return { version: version ?? 1 };
}
