/** The signed-in user as returned by /api/auth/register|login|me (SPEC 7). */
export interface User {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  provider: string;
  createdAt: string;
}

/** Request bodies, shared with the API through the domain's zod schemas. */
export type { LoginInput, RegisterInput } from '@life/domain/users/schemas';
