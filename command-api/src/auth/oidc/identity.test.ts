import { deciderSpec } from '@life/domain/testing/decider-spec';
import { userDecider } from '@life/domain/users/index';
import { describe, expect, it } from 'vitest';
import { displayNameFromClaims, identityDigest } from './identity';

describe('displayNameFromClaims', () => {
  it('drops control characters, folds whitespace and falls back to the e-mail local part', () => {
    expect(displayNameFromClaims('  Ada\u0000\u0007 \n Lovelace\u009f ', 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayNameFromClaims(undefined, 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(displayNameFromClaims('\u0000\u0001', 'x@example.com')).toBe('x');
  });

  it('caps the length without splitting a character, so the domain accepts every result', () => {
    const long = `${'a'.repeat(99)}😀tail`;
    const name = displayNameFromClaims(long, 'a@example.com');
    expect(name).toBe('a'.repeat(99));
    const emoji = displayNameFromClaims('😀'.repeat(80), 'a@example.com');
    expect(emoji.length).toBe(100);
    // The user decider (the domain's own rules) takes each of them.
    for (const displayName of [name, emoji, displayNameFromClaims('\u0000', '\u0000@example.com')]) {
      deciderSpec(userDecider)
        .given([])
        .when({
          type: 'RegisterUser',
          data: { userId: 'u1', email: 'a@example.com', displayName, passwordHash: null, provider: 'oidc' },
          metadata: { userId: 'u1', now: '2025-01-01T00:00:00.000Z', today: '2025-01-01' },
        })
        .then([
          { type: 'UserRegistered', data: { userId: 'u1', email: 'a@example.com', displayName, passwordHash: null, provider: 'oidc' } },
        ]);
    }
  });

  it('keys identities by issuer and subject together', () => {
    const a = identityDigest({ issuer: 'https://a.example', subject: '1' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(identityDigest({ issuer: 'https://b.example', subject: '1' })).not.toBe(a);
    expect(identityDigest({ issuer: 'https://a.example', subject: '1' })).toBe(a);
  });
});
