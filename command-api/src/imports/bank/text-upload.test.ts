import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { notTextKind, textUpload } from './text-upload';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));

describe('text upload check', () => {
  it('takes text exports: UTF-8, Windows-1252, UTF-16 with and without BOM', () => {
    for (const name of [
      'bank-de.csv',
      'bank-bom-quoted.csv',
      'ofxparse-bank-medium.ofx',
      'gnucash-cbb-export.qif',
      'ofx2-cdata-crlf.ofx',
    ]) {
      expect(notTextKind(fixture(name))).toBeNull();
    }
    expect(notTextKind(Buffer.from('Datum;Empf\xe4nger;Betrag\r\n', 'latin1'))).toBeNull();
    expect(notTextKind(Buffer.from('\ufeffDate,Amount\n01/02/2024,-3.00\n', 'utf16le'))).toBeNull();
    expect(notTextKind(Buffer.from('Date,Amount\n01/02/2024,-3.00\n', 'utf16le'))).toBeNull();
  });

  it('names a zip, a PDF, and random bytes as binary', () => {
    expect(notTextKind(fixture('export.zip'))).toMatch(/ZIP/);
    expect(notTextKind(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'))).toMatch(/PDF/);
    expect(notTextKind(randomBytes(8192))).toBe('binary data');
  });

  it('refuses at the first chunks without reading the rest', async () => {
    let read = 0;
    function* huge() {
      for (let i = 0; i < 1000; i += 1) {
        read += 1;
        yield randomBytes(64 * 1024);
      }
    }
    const consume = async () => {
      for await (const _ of textUpload(huge())) void _;
    };
    await expect(consume()).rejects.toMatchObject({ fields: { file: expect.stringMatching(/^This file is not a text export/) } });
    expect(read).toBe(1);
  });

  it('passes a text file through whole, in its chunks', async () => {
    const bytes = fixture('quiffen-test.qif');
    const chunks: Uint8Array[] = [];
    for await (const chunk of textUpload([bytes.subarray(0, 10), bytes.subarray(10)])) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});
