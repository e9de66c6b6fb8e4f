import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AS_OF_PARAM, asOfAtom, parseAsOf, useAsOf } from '../../api/as-of';
import { appStore } from '../../api/store';

/**
 * Keeps `asOfAtom` and the URL's `?asOf=` together (issue 10), for the signed-in frame:
 * - on the first render the URL's value (a reload, a shared link) is taken before any page reads;
 * - a URL that comes to name another instant (back/forward, a link) moves the atom to it;
 * - a navigation that drops the parameter (sidebar links, `?accountId=` links) gets it back, so the
 *   past stays in view across pages until 'Back to now' (`useAsOfActions`) clears both.
 */
export function useAsOfUrlSync(): string | null {
  const [params, setParams] = useSearchParams();
  const urlAsOf = parseAsOf(params.get(AS_OF_PARAM));
  // Before the pages' first queries are built (they read the atom through the factories).
  useState(() => {
    if (urlAsOf !== null) appStore.set(asOfAtom, urlAsOf);
  });
  const asOf = useAsOf();
  const setAsOf = useSetAtom(asOfAtom);
  // The URL's value last seen: only a change of the URL moves the atom. The router commits its
  // navigations as transitions, after the atom's own update, so 'Back to now' renders once with the
  // atom cleared and the old URL, which must not bring the old instant back.
  const seenUrlAsOf = useRef(urlAsOf);

  // Signing out leaves the frame: the next session starts at now. (A remount, as in StrictMode, takes the URL's again.)
  useEffect(
    () => () => {
      appStore.set(asOfAtom, null);
      seenUrlAsOf.current = null;
    },
    [],
  );

  useEffect(() => {
    const urlChanged = seenUrlAsOf.current !== urlAsOf;
    seenUrlAsOf.current = urlAsOf;
    if (urlChanged && urlAsOf !== null) setAsOf(urlAsOf);
    else if (urlAsOf === null && asOf !== null) setParams((current) => withParam(current, asOf), { replace: true });
  }, [urlAsOf, asOf, setAsOf, setParams]);
  return asOf;
}

function withParam(params: URLSearchParams, asOf: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (asOf === null) next.delete(AS_OF_PARAM);
  else next.set(AS_OF_PARAM, asOf);
  return next;
}

/** 'View' an instant and 'Back to now': the atom and the URL change together. */
export function useAsOfActions(): { view: (iso: string) => void; backToNow: () => void } {
  const [, setParams] = useSearchParams();
  const setAsOf = useSetAtom(asOfAtom);
  const view = useCallback(
    (iso: string) => {
      setAsOf(iso);
      setParams((current) => withParam(current, iso), { replace: true });
    },
    [setAsOf, setParams],
  );
  const backToNow = useCallback(() => {
    setAsOf(null);
    setParams((current) => withParam(current, null), { replace: true });
  }, [setAsOf, setParams]);
  return { view, backToNow };
}
