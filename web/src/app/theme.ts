import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

/** SPEC 2: the stored preference lives under localStorage 'theme' ('dark' | 'light'); absent = system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
