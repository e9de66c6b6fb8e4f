import { atom, createStore } from 'jotai';

/**
 * One jotai store for the whole app, shared with code outside React (the fetch helper) so that
 * requests and components see the same token and position.
 */
export const appStore = createStore();

/** Bearer identity token, when one is held (cookie sessions need none). Kept in memory only. */
export const authTokenAtom = atom<string | null>(null);

/**
 * The `X-Position` tokens this tab holds and has not yet seen covered by a later answer. Tokens are
 * opaque (the server seals each position for this user, issue 22), so the tab cannot tell which is
 * the latest: it sends them all as `X-Min-Position` (comma-separated); a read answers one token for
 * the latest it could open, which replaces the ones that read carried.
 */
export const positionTokensAtom = atom<readonly string[]>([]);

/** Writes answered between two reads are few; past this the oldest go (the newer ones cover them, as writes answer in order). */
export const MAX_POSITION_TOKENS = 8;

/** The X-Min-Position header value ('' when no write is pending). */
export function minPositionHeader(tokens: readonly string[] = appStore.get(positionTokensAtom)): string {
  return tokens.join(',');
}

/**
 * Remember an answer's `X-Position` token. `sent` is the tokens the request carried: a read's
 * answer covers them, so they are dropped; a write carries none and just adds its own.
 */
export function notePosition(token: string | null, sent: readonly string[] = []): void {
  if (!token) return;
  const kept = appStore.get(positionTokensAtom).filter((held) => !sent.includes(held) && held !== token);
  appStore.set(positionTokensAtom, [...kept, token].slice(-MAX_POSITION_TOKENS));
}
