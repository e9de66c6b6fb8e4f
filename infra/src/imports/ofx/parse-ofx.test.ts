import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ofxItems, type OfxItem } from './parse-ofx';
import { SgmlToXml } from './sgml-to-xml';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<OfxItem[]> {
  const items: OfxItem[] = [];
  for await (const item of ofxItems(chunks)) items.push(item);
  return items;
}

describe('OFX/QFX stream', () => {
  it('closes SGML leaf elements, drops the header and escapes a bare &', () => {
    const converter = new SgmlToXml();
    const xml =
      converter.push('OFXHEADER:100\n\n<OFX><STMTTRN><TRNAMT>-1.00\n<NAME>A & B</STMTTRN><EMPTY/></O') +
      converter.push('FX>') +
      converter.end();
    expect(xml).toBe('<OFX><STMTTRN><TRNAMT>-1.00\n</TRNAMT><NAME>A &amp; B</NAME></STMTTRN><EMPTY/></OFX>');
  });

  it('reads a 1.x SGML statement in small chunks', async () => {
    const items = await readAll(createReadStream(fixture('bank-1x.ofx'), { highWaterMark: 16 }));
    expect(items).toEqual([
      {
        kind: 'transaction',
        statement: 1,
        transaction: {
          index: 1,
          type: 'DEBIT',
          datePosted: '20240302120000.000[-5:EST]',
          amount: '-42.17',
          fitId: '2024030201',
          name: 'SAFEWAY #1234',
          memo: 'Groceries & household',
        },
      },
      expect.objectContaining({ transaction: expect.objectContaining({ index: 2, amount: '2100.00', name: 'ACME CORP PAYROLL' }) }),
      expect.objectContaining({ transaction: expect.objectContaining({ index: 3, amount: '-150.00', memo: 'Check 1001' }) }),
      {
        kind: 'statement',
        statement: { index: 1, accountType: 'bank', accountId: '000123456789', bankId: '121000248', currency: 'USD' },
      },
    ]);
  });

  it('reads a 2.x XML statement with entities and UTF-8', async () => {
    const items = await readAll(createReadStream(fixture('bank-2x.ofx'), { highWaterMark: 10 }));
    expect(items.map((item) => (item.kind === 'transaction' ? item.transaction.name : item.statement.accountId))).toEqual([
      'Bäckerei Müller & Söhne',
      'Gehalt',
      'DE89370400440532013000',
    ]);
  });

  it('reads a QFX with a bank and a credit card statement', async () => {
    const items = await readAll(createReadStream(fixture('two-accounts.qfx')));
    const statements = items.flatMap((item) => (item.kind === 'statement' ? [item.statement] : []));
    expect(statements).toEqual([
      { index: 1, accountType: 'bank', accountId: '1111', bankId: '011000015', currency: 'USD' },
      { index: 2, accountType: 'creditcard', accountId: '4111222233334444', bankId: null, currency: 'USD' },
    ]);
    expect(items.filter((item) => item.kind === 'transaction' && item.statement === 2)).toHaveLength(3);
  });

  it('refuses what is not OFX with a 400 on file', async () => {
    await expect(readAll(Readable.from([Buffer.from('<OFX><STMTRS><1BAD>x</STMTRS></OFX>')]))).rejects.toMatchObject({
      fields: { file: expect.stringMatching(/not a readable OFX/) },
    });
    await expect(readAll(Readable.from([Buffer.from('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')]))).rejects.toMatchObject({
      fields: { file: expect.stringMatching(/no statement/) },
    });
  });
});

describe('OFX as banks write it (issue 23)', () => {
  const transactions = async (name: string) =>
    (await readAll(createReadStream(fixture(name), { highWaterMark: 7 }))).flatMap((item) =>
      item.kind === 'transaction' ? [item.transaction] : [],
    );

  it('reads a credit card statement with no blank line after the header, in Windows-1252', async () => {
    const items = await readAll(createReadStream(fixture('ofxparse-chase-cc.qfx'), { highWaterMark: 7 }));
    expect(items).toEqual([
      expect.objectContaining({ transaction: expect.objectContaining({ amount: '-10.00', name: 'SQ *ECCO UN POCO ¦ NATURA' }) }),
      {
        kind: 'statement',
        statement: { index: 1, accountType: 'creditcard', accountId: '0123012301230123', bankId: null, currency: 'USD' },
      },
    ]);
  });

  it('reads CHARSET:8859-1 (no ISO) as Latin-1', async () => {
    expect(await transactions('actual-8859-1.qfx')).toEqual([expect.objectContaining({ name: 'Paiement facture/Carte prépayée' })]);
  });

  it('closes empty leaves: NAME left empty, MEMO kept beside it, FITID empty', async () => {
    expect(await transactions('ofxparse-v102-empty-tags.ofx')).toEqual([
      expect.objectContaining({ fitId: '', name: '', memo: 'CBA:Transfer', checkNumber: '', amount: '12.34' }),
    ]);
  });

  it('reads an SGML body behind an XML prolog, a transaction list and a transaction never closed, CHECKNUM', async () => {
    expect(await transactions('prolog-unclosed.ofx')).toEqual([
      expect.objectContaining({ index: 1, checkNumber: '1042', amount: '-125.00' }),
      expect.objectContaining({ index: 2, name: 'BLUE BOTTLE COFFEE', memo: 'POS PURCHASE' }),
      expect.objectContaining({ index: 3, name: 'EMPLOYER PAYROLL', amount: '1,500.00' }),
    ]);
  });

  it('reads OFX 2 with CDATA and CRLF', async () => {
    const items = await transactions('ofx2-cdata-crlf.ofx');
    expect(items.map((item) => item.name)).toEqual(['Dm-Drogerie Markt <Filiale 1234> & Co', 'Rückerstattung', 'Miete Februar']);
  });
});
