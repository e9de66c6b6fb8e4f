import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('register schema', () => {
  it('accepts a valid registration, trimming email and name', () => {
    expect(registerSchema.parse({ email: ' a@b.co ', password: 'secret', displayName: ' Ann ' })).toEqual({
      email: 'a@b.co',
      password: 'secret',
      displayName: 'Ann',
    });
  });

  it.each([
    [{ password: 'secret', displayName: 'A' }, 'Please enter both email and password'],
    [{ email: 'a@b.co', displayName: 'A' }, 'Please enter both email and password'],
    [{ email: 'a@b.co', password: '12345', displayName: 'A' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'secret' }, 'Please enter your display name'],
    [{ email: 'a@b.co', password: 'secret', displayName: '  ' }, 'Please enter your display name'],
    [{ email: 'not-an-email', password: 'secret', displayName: 'A' }, 'Please enter a valid email address'],
  ])('rejects %j with %s', (input, message) => {
    expect(firstMessage(registerSchema.safeParse(input))).toBe(message);
  });
});

describe('login schema', () => {
  it.each([{}, { email: 'a@b.co' }, { password: 'x' }, { email: ' ', password: 'x' }, { email: 1, password: 2 }])(
    'rejects %j with the spec text',
    (input) => {
      expect(firstMessage(loginSchema.safeParse(input))).toBe('Please enter both email and password');
    },
  );

  it('accepts any non-empty password (policy is checked at registration)', () => {
    expect(loginSchema.parse({ email: 'A@B.co', password: '1' })).toEqual({ email: 'A@B.co', password: '1' });
  });
});
