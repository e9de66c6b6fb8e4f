/** One spelling per mailbox: uniqueness and login compare the trimmed, lower-cased address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

/** The uniqueness reservation stream for an address (see CONVENTIONS.md, stream ids). */
export function emailStreamId(email: string): string {
  return `user-email-${normaliseEmail(email)}`;
}

/**
 * The reservation stream of a provider identity. `digest` is sha256(issuer|subject) in hex,
 * computed by the caller (hashing keeps arbitrary issuer URLs out of stream ids).
 */
export function identityStreamId(digest: string): string {
  return `user-identity-${digest}`;
}
