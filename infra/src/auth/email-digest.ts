import { createHash } from 'node:crypto';
import { normaliseEmail, type EmailDigest } from '@life/domain/users/email';

/** Fixed, app-specific prefix: generic precomputed tables of sha256(address) do not apply. */
const EMAIL_DIGEST_PREFIX = 'life:user-email:';

/**
 * The key of an address's reservation stream (`emailStreamId`): SHA-256 in hex of the normalised
 * address, so stream ids never carry an e-mail in clear. Plain SHA-256, not a keyed HMAC: stream
 * ids are forever, so a key would have to be the same in every process and mode for the life of
 * the log, and no such secret exists (SESSION_SECRET is rotated, embedded mode generates its own,
 * the projector CLI and log export/import run without one); a lost or changed key would let every
 * address be registered twice. Someone who holds the log can still test a guessed address.
 */
export function emailDigest(email: string): EmailDigest {
  // The one place a digest is made, hence the brand.
  return createHash('sha256')
    .update(`${EMAIL_DIGEST_PREFIX}${normaliseEmail(email)}`)
    .digest('hex') as EmailDigest;
}
