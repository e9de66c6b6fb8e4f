import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';

/** SPEC 9: mobile below 768 px (48em). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

/**
 * Sidebar state: on desktop a persistent open/collapsed rail (cookie-backed), on mobile a drawer
 * that starts closed. Ctrl/Cmd+B toggles whichever applies, also while typing in a field.
 */
export function useSidebar() {
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [desktopOpen, setDesktopOpen] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !desktopOpen;
    setDesktopOpen(next);
    writeSidebarCookie(next);
  }, [isMobile, desktopOpen]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useHotkeys([['mod+B', toggle]], []);

  return { isMobile, desktopOpen, mobileOpen, open: isMobile ? mobileOpen : desktopOpen, toggle, closeMobile };
}
