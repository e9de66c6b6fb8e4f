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
};
/** Leaf texts are bounded: a title is at most 255 characters, anything longer is cut by the mapping's rules. */
const MAX_LEAF_LENGTH = 4096;

/** The version from the file's start: 2 for XML (`<?xml`/`<?OFX`), 1 for the SGML header. */
function versionOf(start: string): 1 | 2 {
  const head = start.replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<?xml') || head.startsWith('<?OFX') || head.startsWith('<?ofx') ? 2 : 1;
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
  let sgml: SgmlToXml | null = null;
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

  for await (const chunk of chunks) {
    if (version === undefined) {
      const start = Buffer.from(chunk.subarray(0, 512)).toString('latin1');
      version = versionOf(start);
      // SGML headers name a Windows code page; XML is UTF-8 unless said otherwise.
      if (version === 1 && /CHARSET:\s*1252/i.test(start)) decoder = new TextDecoder('windows-1252');
      if (version === 1) sgml = new SgmlToXml();
    }
    const text = decoder.decode(chunk, { stream: true });
    write(sgml ? sgml.push(text) : text);
    if (failure) throw fail(failure);
    yield* out.splice(0);
  }
  const rest = decoder.decode();
  write(sgml ? sgml.push(rest) + sgml.end() : rest);
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
