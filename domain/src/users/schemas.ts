import { z } from 'zod';
import { userMessages as m } from './messages';

/** A string field whose absence, wrong type or blankness all read as the same message. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/auth/register body; also the web register form's schema. */
export const registerSchema = z.object({
  email: required(m.emailAndPasswordRequired).pipe(z.email(m.invalidEmail)),
  password: z
    .string({ error: m.emailAndPasswordRequired })
    .min(1, m.emailAndPasswordRequired)
    .min(6, m.passwordTooShort)
    .max(1024, m.passwordTooLong),
  displayName: required(m.displayNameRequired).max(100, m.displayNameTooLong),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/login body; also the web login form's schema. Password is not trimmed. */
export const loginSchema = z.object({
  email: required(m.emailAndPasswordRequired),
  password: z.string({ error: m.emailAndPasswordRequired }).min(1, m.emailAndPasswordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/tokens body. */
export const createTokenSchema = z.object({
  name: z
    .string({ error: 'Please enter a token name' })
    .trim()
    .min(1, 'Please enter a token name')
    .max(100, 'Token name must be at most 100 characters'),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;
