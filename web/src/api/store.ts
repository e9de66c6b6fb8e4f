import { atom, createStore } from 'jotai';

/**
 * One jotai store for the whole app, shared with code outside React (the fetch helper) so that
 * requests and components see the same token and position.
 */
export const appStore = createStore();

/** Bearer identity token, when one is held (cookie sessions need none). Kept in memory only. */
export const authTokenAtom = atom<string | null>(null);

/**
 * Highest `X-Position` the API has returned to this tab. Positions are fixed-width strings, so plain
 * string comparison orders them; '' means "nothing written yet".
 */
export const minPositionAtom = atom('');

/** Remember a write position if it is newer than the one held. */
export function notePosition(position: string | null): void {
  if (!position) return;
  if (position > appStore.get(minPositionAtom)) appStore.set(minPositionAtom, position);
}
