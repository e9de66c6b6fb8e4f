import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt, params and a fresh salt encoded in the hash', async () => {
    const a = await hashPassword('correct horse', 1024);
    const b = await hashPassword('correct horse', 1024);
    expect(a).toMatch(/^scrypt\$1024\$8\$3\$[\w+/=]{24}\$[\w+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse', 1024);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('uses N=2^15, r=8, p=3 by default without exceeding maxmem', async () => {
    const hash = await hashPassword('pw');
    expect(hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('pw', hash)).toBe(true);
  });

  it('gives a dummy hash at once, in the real format and params, that matches no password', async () => {
    const dummy = dummyHash(2048);
    expect(typeof dummy).toBe('string'); // no key derivation up front, on any request
    expect(dummy).toMatch(/^scrypt\$2048\$8\$3\$[\w+/=]{24}\$[\w+/=]{88}$/);
    expect(dummyHash(2048)).not.toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
