import { useEffect, useLayoutEffect, useRef } from 'react';

export const AUTO_SUBMIT_DELAY_MS = 500;

/**
 * Debounced auto-submit: `onFire` runs `delayMs` after `trigger` last changed, as long as it is
 * non-null. Each keystroke changes the trigger and so restarts the wait; that is what "the user is
 * not editing" means here. Pass null to switch it off (wrong mode, missing value, request in flight).
 */
export function useAutoSubmit(trigger: string | null, onFire: () => void, delayMs = AUTO_SUBMIT_DELAY_MS) {
  // The latest onFire, without restarting the wait when only the callback changed (refs are
  // written after render, in an effect; the timer reads it later).
  const onFireRef = useRef(onFire);
  useLayoutEffect(() => {
    onFireRef.current = onFire;
  });

  useEffect(() => {
    if (trigger === null) return;
    const timer = setTimeout(() => onFireRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [trigger, delayMs]);
}
