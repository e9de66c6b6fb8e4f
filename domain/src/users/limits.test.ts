import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors';
import { zodFieldMessages } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import type { RegisterUser, UpdateProfile } from './commands';
import { userDecider } from './decider';
import type { UserEvent } from './events';
import { createTokenSchema, loginSchema, registerSchema } from './schemas';

// Texts of a user account end up in jsonb events, stream ids and auth tables: the same bounds as money texts.
const userId = '0b9a2a4e-6a53-4b0e-9d2f-2f0f6d1d9a11';
const metadata = { userId, now: '2025-10-01T10:00:00.000Z', today: '2025-10-01' };
const spec = deciderSpec(userDecider);
const register = (data: Partial<RegisterUser['data']>): RegisterUser => ({
  type: 'RegisterUser',
  data: { userId, email: 'ada@example.com', displayName: 'Ada', passwordHash: 'scrypt$hash', ...data },
  metadata,
});
const profile = (data: UpdateProfile['data']): UpdateProfile => ({ type: 'UpdateProfile', data, metadata });
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', displayName: 'Ada', passwordHash: 'scrypt$hash', provider: 'email' },
};

function messages(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodFieldMessages(result.error as Parameters<typeof zodFieldMessages>[0]);
}

describe('user texts: only what the event store can hold', () => {
  it('refuses control characters in the display name, on register and on profile update', () => {
    const fields = { displayName: 'Display name must not contain control characters' };
    spec
      .given([])
      .when(register({ displayName: 'Ada\u0000' }))
      .thenThrows(ValidationError, { fields });
    spec
      .given([registered])
      .when(profile({ displayName: 'A\u001bda' }))
      .thenThrows(ValidationError, { fields });
  });

  it('refuses an e-mail with control characters or longer than 254 characters', () => {
    spec
      .given([])
      .when(register({ email: 'a\u0000@example.com' }))
      .thenThrows(ValidationError, { fields: { email: 'Please enter a valid email address' } });
    spec
      .given([])
      .when(register({ email: `${'a'.repeat(243)}@example.com` }))
      .thenThrows(ValidationError, {
        fields: { email: 'Email must be at most 254 characters' },
      });
  });

  it('refuses a photo URL with control characters or over 2048 characters', () => {
    const fields = { photoURL: 'Photo URL must be at most 2048 characters, without control characters' };
    spec
      .given([])
      .when(register({ photoURL: 'https://x/\u0000' }))
      .thenThrows(ValidationError, { fields });
    spec
      .given([registered])
      .when(profile({ photoURL: `https://x/${'a'.repeat(2040)}` }))
      .thenThrows(ValidationError, { fields });
    spec
      .given([registered])
      .when(profile({ photoURL: 'https://example.com/ada.png' }))
      .then([{ type: 'ProfileUpdated', data: { userId, photoURL: 'https://example.com/ada.png' } }]);
  });

  it('gives the same messages in the register, login and token forms', () => {
    expect(messages(registerSchema, { email: 'ada@example.com', password: 'secret1', displayName: 'Ada\u0007' })).toEqual({
      displayName: 'Display name must not contain control characters',
    });
    expect(messages(registerSchema, { email: `${'a'.repeat(243)}@example.com`, password: 'secret1', displayName: 'Ada' })).toEqual({
      email: 'Email must be at most 254 characters',
    });
    expect(messages(loginSchema, { email: 'ada\u0000@example.com', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messages(createTokenSchema, { name: 'ci\u0000' })).toEqual({ name: 'Token name must not contain control characters' });
    expect(messages(createTokenSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'Token name must be at most 100 characters' });
  });
});
