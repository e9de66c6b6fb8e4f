/** An e-mail address and the provider's word on it, always read from one and the same claim set. */
export interface EmailClaims {
  email: unknown;
  emailVerified: unknown;
}

/**
 * The claim set's `email` and `email_verified` as a pair, or undefined when it lacks either.
 * Never mixed across sources: a userinfo `email_verified` says nothing about the ID token's address.
 */
export function emailClaimsOf(claims: Record<string, unknown> | undefined): EmailClaims | undefined {
  if (claims?.email === undefined || claims.email_verified === undefined) return undefined;
  return { email: claims.email, emailVerified: claims.email_verified };
}

/** The address when its own source says it is verified (email_verified === true, not "true"). */
export function verifiedEmail(pair: EmailClaims | undefined): string | undefined {
  return pair?.emailVerified === true && typeof pair.email === 'string' ? pair.email : undefined;
}
