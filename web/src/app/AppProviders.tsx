import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../api/store';
import { colorSchemeManager, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** Every context the app needs; tests wrap components in the same tree. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" env={env}>
          {/* SPEC 9: one toast at a time (a new one replaces it: components/toast.ts), 5 s; at the bottom, so it never covers a dialog's controls. */}
          <Notifications limit={1} autoClose={5000} position="bottom-right" />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
