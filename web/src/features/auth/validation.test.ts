import { describe, expect, it } from 'vitest';
import { authFormProblem } from './validation';

const values = { email: 'ada@example.com', password: 'secret1', displayName: 'Ada' };

describe('authFormProblem', () => {
  it('needs both email and password first, in both modes', () => {
    expect(authFormProblem('login', { ...values, email: '  ' })).toBe('Please enter both email and password');
    expect(authFormProblem('register', { ...values, password: '', displayName: '' })).toBe('Please enter both email and password');
  });

  it('needs a display name when registering only', () => {
    expect(authFormProblem('register', { ...values, displayName: ' ' })).toBe('Please enter your display name');
    expect(authFormProblem('login', { ...values, displayName: '' })).toBeNull();
  });

  it("applies the shared schema's rules when registering", () => {
    expect(authFormProblem('register', { ...values, password: '12345' })).toBe('Password must be at least 6 characters');
    expect(authFormProblem('register', { ...values, email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(authFormProblem('register', values)).toBeNull();
  });

  it('lets any non-empty credentials through at sign-in (the server decides)', () => {
    expect(authFormProblem('login', { ...values, password: '1' })).toBeNull();
  });
});
