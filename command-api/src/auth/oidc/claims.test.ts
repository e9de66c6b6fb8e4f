import { describe, expect, it } from 'vitest';
import { emailClaimsOf, verifiedEmail } from './claims';

describe('e-mail claims', () => {
  it('reads email and email_verified only as a pair from one claim set', () => {
    expect(emailClaimsOf({ email: 'a@example.com', email_verified: true })).toEqual({ email: 'a@example.com', emailVerified: true });
    expect(emailClaimsOf({ email: 'a@example.com', email_verified: false })).toEqual({ email: 'a@example.com', emailVerified: false });
    expect(emailClaimsOf({ email: 'a@example.com' })).toBeUndefined();
    expect(emailClaimsOf({ email_verified: true })).toBeUndefined();
    expect(emailClaimsOf(undefined)).toBeUndefined();
  });

  it('accepts only a string address whose own source says true', () => {
    expect(verifiedEmail({ email: 'a@example.com', emailVerified: true })).toBe('a@example.com');
    expect(verifiedEmail({ email: 'a@example.com', emailVerified: 'true' })).toBeUndefined();
    expect(verifiedEmail({ email: 'a@example.com', emailVerified: false })).toBeUndefined();
    expect(verifiedEmail({ email: 42, emailVerified: true })).toBeUndefined();
    expect(verifiedEmail(undefined)).toBeUndefined();
  });
});
