import { AppShell, Burger, Container, Drawer, Group } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import type { User } from '../features/auth/types';
import { HeaderSearchSlot } from '../features/search';
import { AsOfBanner } from './as-of/AsOfBanner';
import { AsOfControl } from './as-of/AsOfControl';
import { useAsOfUrlSync } from './as-of/use-as-of-url';
import { Brand } from './Brand';
import { QuickEntryShortcut } from './QuickEntryShortcut';
import { SidebarContent } from './SidebarContent';
import { ThemeToggle } from './ThemeToggle';
import { useSidebar } from './use-sidebar';
import classes from './AppLayout.module.css';

/** SPEC 9: sidebar 20rem in the shell, 4rem as an icon rail, 18rem as the mobile sheet. */
const SIDEBAR_WIDTH = '20rem';
const RAIL_WIDTH = '4rem';
const MOBILE_WIDTH = '18rem';

/** The signed-in frame: header, sidebar (navbar on desktop, drawer on mobile) and the page container. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const { closeMobile } = sidebar;
  const asOf = useAsOfUrlSync();

  // Following a link on mobile closes the sheet.
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: sidebar.desktopOpen ? SIDEBAR_WIDTH : RAIL_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: false },
      }}
      padding="md"
    >
      <QuickEntryShortcut />
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* The cross only makes sense for the overlay drawer; on desktop the rail shows the state. */}
            <Burger
              opened={sidebar.isMobile && sidebar.mobileOpen}
              onClick={sidebar.toggle}
              size="sm"
              aria-label="Toggle sidebar"
              aria-expanded={sidebar.open}
              title="Toggle sidebar (Ctrl+B)"
            />
            {sidebar.isMobile && <Brand />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <HeaderSearchSlot />
            <AsOfControl />
            <ThemeToggle />
          </Group>
        </Group>
      </AppShell.Header>

      {!sidebar.isMobile && (
        <AppShell.Navbar aria-label="Sidebar" data-collapsed={!sidebar.desktopOpen} data-testid="sidebar">
          <SidebarContent user={user} compact={!sidebar.desktopOpen} />
        </AppShell.Navbar>
      )}

      {sidebar.isMobile && (
        <Drawer
          opened={sidebar.mobileOpen}
          onClose={closeMobile}
          size={MOBILE_WIDTH}
          padding={0}
          title={<Brand />}
          closeButtonProps={{ 'aria-label': 'Close sidebar' }}
          classNames={{ header: classes.drawerHeader, body: classes.drawerBody }}
          data-testid="sidebar-drawer"
        >
          <SidebarContent user={user} withBrand={false} onNavigate={closeMobile} />
        </Drawer>
      )}

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="lg" px={0}>
          <AsOfBanner />
          {/* Keyed by the instant viewed: the page remounts, so its queries are built again with (or without) asOf. */}
          <Suspense key={asOf ?? 'now'} fallback={<FullPageLoader fullHeight={false} />}>
            {children}
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
