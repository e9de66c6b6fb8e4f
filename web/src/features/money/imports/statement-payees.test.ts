import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ofxPayees, qifPayees, statementPayees } from './statement-payees';

// Tests run from the web workspace or the repository root.
const fixture = (name: string) => {
  const root = existsSync(resolve('infra')) ? resolve('.') : resolve('..');
  return readFileSync(resolve(root, 'infra/src/imports/fixtures', name));
};
const entries = (payees: ReadonlyMap<number, readonly string[]>) => Object.fromEntries(payees);

describe('the payees an OFX or QIF preview offers rules for', () => {
  it('reads OFX 1 (SGML) by statement: NAME, else MEMO, entities decoded', () => {
    expect(entries(ofxPayees(fixture('bank-1x.ofx').toString('latin1')))).toEqual({
      1: ['SAFEWAY #1234', 'ACME CORP PAYROLL', 'Check 1001'],
    });
    expect(entries(ofxPayees(fixture('two-accounts.qfx').toString('latin1')))).toEqual({
      1: ['Interest'],
      2: ['Streaming Service', 'Gas Station', 'Payment - Thank You'],
    });
    expect(
      entries(ofxPayees('<STMTRS><STMTTRN><MEMO>Tea &amp; cake\n</STMTTRN><STMTTRN><NAME><![CDATA[A <b> C]]></NAME></STMTTRN>')),
    ).toEqual({
      1: ['Tea & cake', 'A <b> C'],
    });
  });

  it('reads QIF payees (else memo) by account in the file, each once, at most ten', () => {
    expect(entries(qifPayees(fixture('card-dd-mm-yy.qif').toString('utf8')))).toMatchObject({
      0: expect.arrayContaining(['MediaMarkt Berlin', 'Aral Tankstelle', 'Zahlung danke']),
    });
    const many = [
      '!Type:Bank',
      ...Array.from({ length: 12 }, (_, at) => [`D01/0${(at % 9) + 1}/2024`, 'T-1.00', `PShop ${at % 11}`, '^']).flat(),
    ];
    expect(qifPayees(many.join('\n')).get(0)).toHaveLength(10);
    expect(entries(qifPayees('not a qif file'))).toEqual({});
  });

  it('decodes a Windows-1252 file (an OFX 1 with CHARSET:1252)', async () => {
    const bytes = Buffer.from('<STMTRS><STMTTRN><NAME>Café Müller\n</STMTTRN>', 'latin1');
    expect((await statementPayees(new Blob([bytes]), 'ofx')).get(1)).toEqual(['Café Müller']);
  });
});
