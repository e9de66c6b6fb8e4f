/** One spelling per mailbox: uniqueness and login compare the trimmed, lower-cased address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

/**
 * A normalised address hashed for use in a stream id (`emailDigest` in @life/infra computes it:
 * the domain has no crypto). Branded so a clear-text address cannot be passed by mistake.
 */
export type EmailDigest = string & { readonly __brand: 'EmailDigest' };

/**
 * The uniqueness reservation stream for an address (see CONVENTIONS.md, stream ids). Stream ids
 * show up in logs, health details and operator tools, so they never carry the address itself.
 */
export function emailStreamId(digest: EmailDigest): string {
  return `user-email-${digest}`;
}

/**
 * The reservation stream that builds before the hash wrote (`user-email-<normalised address>`).
 * The log is forever: lookups and the uniqueness check still read it; nothing appends to it any more.
 */
export function legacyEmailStreamId(email: string): string {
  return `user-email-${normaliseEmail(email)}`;
}

/**
 * The reservation stream of a provider identity. `digest` is sha256(issuer|subject) in hex,
 * computed by the caller (hashing keeps arbitrary issuer URLs out of stream ids).
 */
export function identityStreamId(digest: string): string {
  return `user-identity-${digest}`;
}
