import type { LoginInput, RegisterInput } from './types';
import { loginSchema, registerSchema } from '@life/domain/users/schemas';

export type AuthMode = 'login' | 'register';

export interface AuthFormValues {
  email: string;
  password: string;
  displayName: string;
}

export const MISSING_CREDENTIALS = 'Please enter both email and password';
export const MISSING_DISPLAY_NAME = 'Please enter your display name';

/**
 * The alert text for values that may not be sent, or null when they may. SPEC 5 order: the
 * "both" rule first, then the display name, then the shared schema's own rules (e-mail format,
 * minimum password length) so the form and the API agree.
 */
export function authFormProblem(mode: AuthMode, values: AuthFormValues): string | null {
  if (!values.email.trim() || !values.password) return MISSING_CREDENTIALS;
  if (mode === 'register' && !values.displayName.trim()) return MISSING_DISPLAY_NAME;
  const result = mode === 'login' ? loginSchema.safeParse(toLoginInput(values)) : registerSchema.safeParse(toRegisterInput(values));
  if (result.success) return null;
  return result.error.issues[0]?.message ?? MISSING_CREDENTIALS;
}

/** What is sent to the API: the trimmed e-mail, the password exactly as typed. */
export function toLoginInput(values: AuthFormValues): LoginInput {
  return { email: values.email.trim(), password: values.password };
}

export function toRegisterInput(values: AuthFormValues): RegisterInput {
  return { ...toLoginInput(values), displayName: values.displayName.trim() };
}
