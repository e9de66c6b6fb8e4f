import { z } from 'zod';
import { isPlainText, MAX_DISPLAY_NAME_LENGTH, MAX_EMAIL_LENGTH, MAX_TOKEN_NAME_LENGTH, userLimitMessages as limits } from './limits';
import { userMessages as m } from './messages';

/** A string field whose absence, wrong type or blankness all read as the same message. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/auth/register body; also the web register form's schema. */
export const registerSchema = z.object({
  email: required(m.emailAndPasswordRequired).max(MAX_EMAIL_LENGTH, limits.emailTooLong).pipe(z.email(m.invalidEmail)),
  password: z
    .string({ error: m.emailAndPasswordRequired })
    .min(1, m.emailAndPasswordRequired)
    .min(6, m.passwordTooShort)
    .max(1024, m.passwordTooLong),
  displayName: required(m.displayNameRequired)
    .refine(isPlainText, limits.displayNameControlCharacters)
    .max(MAX_DISPLAY_NAME_LENGTH, m.displayNameTooLong),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/login body; also the web login form's schema. Password is not trimmed. */
export const loginSchema = z.object({
  // Bounded like registration, so a lookup never sees an address no account could have.
  email: required(m.emailAndPasswordRequired).max(MAX_EMAIL_LENGTH, limits.emailTooLong).refine(isPlainText, m.invalidEmail),
  password: z.string({ error: m.emailAndPasswordRequired }).min(1, m.emailAndPasswordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/tokens body. */
export const createTokenSchema = z.object({
  name: z
    .string({ error: 'Please enter a token name' })
    .trim()
    .min(1, 'Please enter a token name')
    .refine(isPlainText, limits.tokenNameControlCharacters)
    .max(MAX_TOKEN_NAME_LENGTH, limits.tokenNameTooLong),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;
