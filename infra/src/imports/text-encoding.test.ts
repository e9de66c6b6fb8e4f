import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decodeChunks, detectTextEncoding } from './text-encoding';

const header = 'Buchung;Auftraggeber/Empfänger;Betrag\n';

async function decoded(chunks: Uint8Array[], encoding: Parameters<typeof decodeChunks>[1]) {
  let text = '';
  for await (const part of decodeChunks(Readable.from(chunks), encoding)) text += part;
  return text;
}

describe('the text encoding of an upload', () => {
  it('is told by a BOM, by zeros in every other byte, or by whether the bytes read as UTF-8', () => {
    expect(detectTextEncoding(Buffer.from(`\ufeff${header}`), true)).toBe('utf-8');
    expect(detectTextEncoding(Buffer.from(header), true)).toBe('utf-8');
    expect(detectTextEncoding(Buffer.from(header, 'latin1'), true)).toBe('windows-1252');
    expect(detectTextEncoding(Buffer.from(`\ufeff${header}`, 'utf16le'), true)).toBe('utf-16le');
    expect(detectTextEncoding(Buffer.from(header, 'utf16le'), true)).toBe('utf-16le');
    const bigEndian = Buffer.from(header, 'utf16le').swap16();
    expect(detectTextEncoding(Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]), true)).toBe('utf-16be');
    expect(detectTextEncoding(bigEndian, true)).toBe('utf-16be');
    // A head cut inside a two-byte character is still UTF-8 while more is to come.
    expect(detectTextEncoding(Buffer.from('Empfä').subarray(0, 6), false)).toBe('utf-8');
  });

  it('decodes each so the header reads correctly, a character split across chunks joined', async () => {
    const utf8 = Buffer.from(header);
    const split = utf8.indexOf(0xc3) + 1;
    expect(await decoded([utf8.subarray(0, split), utf8.subarray(split)], 'utf-8')).toBe(header);
    expect(await decoded([Buffer.from(header, 'latin1')], 'windows-1252')).toBe(header);
    // Windows-1252, not Latin-1: 0x80 is the euro sign, 0x96 a dash (British and German banks write both).
    expect(await decoded([Buffer.from([0xa3, 0x34, 0x2e, 0x35, 0x30, 0x20, 0x96, 0x20, 0x80, 0x31])], 'windows-1252')).toBe('£4.50 – €1');
    expect(await decoded([Buffer.from(`\ufeff${header}`, 'utf16le')], 'utf-16le')).toBe(header);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(header, 'utf16le').swap16()]);
    expect(await decoded([be.subarray(0, 5), be.subarray(5)], 'utf-16be')).toBe(header);
  });
});
