/**
 * OFX/QFX statement transactions (STMTTRN) into transaction drafts (issue 11). DTPOSTED's day,
 * TRNAMT signed (negative: an expense from the account, positive: income to it), NAME (else MEMO,
 * else the check number) as the title, MEMO and CHECKNUM beside it in the bank description, FITID kept as the transaction's external id so a later import of an overlapping
 * statement skips it. Pure rules; infra reads the file (SGML 1.x or XML 2.x) into these elements.
 */
import { hasControlCharacters } from '../../shared/text';
import type { TransactionDraft } from '../../transactions/drafts';
import { checkTransactionCreate } from '../../transactions/validation';
import { parseBankAmountCents } from '../bank-csv/formats';
import { bankLineInput, bankTitle, MAX_BANK_DESCRIPTION_LENGTH, oneLine } from '../bank-line';
import type { ImportRowProblem } from '../row-problem';

/** One STMTTRN as read (leaf texts, trimmed); `index` counts STMTTRNs in the statement from 1. */
export interface OfxTransactionElement {
  index: number;
  fitId?: string;
  datePosted?: string;
  amount?: string;
  name?: string;
  memo?: string;
  type?: string;
  checkNumber?: string;
}

export interface OfxItem {
  row: number;
  draft: TransactionDraft;
  signedCents: number;
  /** FITID; some banks leave it empty (the row then matches by amount and day only). */
  externalId?: string;
  /** The bank's whole text when the title had to be shortened. */
  fullText?: string;
}

export type OfxTransactionResult = { ok: true; item: OfxItem } | { ok: false; malformed: boolean; problem: ImportRowProblem };

export const MAX_OFX_FITID_LENGTH = 255;

/** DTPOSTED "20240301", "20240301120000", "20240301120000.000[-5:EST]": the day as yyyy-mm-dd, or null. */
export function parseOfxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

export function mapOfxTransaction(element: OfxTransactionElement, accountId: string): OfxTransactionResult {
  const row = element.index;
  const problem = (column: string, reason: string, malformed: boolean): OfxTransactionResult => ({
    ok: false,
    malformed,
    problem: { row, column, reason: `Transaction ${row}, ${column}: ${reason}` },
  });
  const fitId = (element.fitId ?? '').trim();
  if (fitId.length > MAX_OFX_FITID_LENGTH || hasControlCharacters(fitId)) {
    return problem('FITID', `expected at most ${MAX_OFX_FITID_LENGTH} characters without control characters`, true);
  }
  const date = parseOfxDate(element.datePosted ?? '');
  if (date === null) return problem('DTPOSTED', `expected a date like 20240301, found '${(element.datePosted ?? '').slice(0, 40)}'`, true);
  // OFX writes dot decimals; a few banks write a comma, others group thousands ("1,500.00"), and
  // some pad to 3 or 5 places ("-30.000", "-3.77000": Bank of America); zeros past the cents are dropped.
  const rawAmount = (element.amount ?? '').trim().replace(/(\.\d{2})0+$/, '$1');
  const commaDecimal = /,\d{1,2}$/.test(rawAmount) && !rawAmount.includes('.');
  const signedCents = parseBankAmountCents(rawAmount, commaDecimal ? '1.234,56' : '1,234.56');
  if (signedCents === null) return problem('TRNAMT', `expected a signed amount like -12.30, found '${rawAmount.slice(0, 40)}'`, true);
  if (signedCents === 0) return problem('TRNAMT', 'the amount is 0, nothing to record', false);
  // A missing NAME is filled from MEMO, then the check number (issue 23).
  const checkNumber = oneLine(element.checkNumber);
  const check = checkNumber !== '' && checkNumber !== '0' ? `Check ${checkNumber}` : '';
  const read = oneLine(element.name);
  const memo = decodeLeftoverEntities(oneLine(element.memo));
  // A NAME without a letter ("000000000000000", as a Canadian bank writes) names no payee: MEMO does.
  const name = hasLetter(read) || !hasLetter(memo) ? decodeLeftoverEntities(read) : '';
  const text = name || memo || check || (element.type ?? '').trim() || 'Imported transaction';
  const bank = bankTitle(text);
  // The bank's other texts (MEMO beside a NAME, the check number) are kept in the bank description.
  const extra = [memo !== text && memo !== '' ? memo : '', check !== text ? check : '', name === '' ? read : ''].filter(
    (part) => part !== '',
  );
  const joined = [bank.fullText ?? (extra.length > 0 ? text : ''), ...extra].filter((part) => part !== '').join(' | ');
  const { title } = bank;
  const fullText = joined === '' ? undefined : joined.slice(0, MAX_BANK_DESCRIPTION_LENGTH);
  const checked = checkTransactionCreate({ ...bankLineInput(accountId, signedCents, date, title), transactionCategoryIds: [] });
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.messages)[0]!;
    const column = field === 'title' ? 'NAME' : field === 'date' ? 'DTPOSTED' : 'TRNAMT';
    return problem(column, message, false);
  }
  const item: OfxItem = { row, draft: checked.draft, signedCents, ...(fitId === '' ? {} : { externalId: fitId }) };
  return { ok: true, item: fullText === undefined ? item : { ...item, fullText } };
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Some banks escape their texts twice ("TPAY &amp;lt;DEFTPYMT&amp;gt;" reads "TPAY &lt;DEFTPYMT&gt;"):
 * the entities left after the file's own are decoded once more, as Actual Budget does.
 */
function decodeLeftoverEntities(text: string): string {
  return text.replace(/&(#\d{1,6}|#x[\da-f]{1,6}|[a-z]{2,6});/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
