import { Box, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_ENTRY, NAV_GROUPS, isActivePath } from './nav-items';
import classes from './SidebarNav.module.css';

interface SidebarNavProps {
  /** Collapsed desktop rail: one icon per area, names in tooltips and aria-labels. */
  compact?: boolean;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

export function SidebarNav({ compact = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return compact ? <RailNav pathname={pathname} /> : <FullNav pathname={pathname} onNavigate={onNavigate} />;
}

function FullNav({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const DashboardIcon = DASHBOARD_ENTRY.icon;
  const dashboardActive = isActivePath(DASHBOARD_ENTRY.to, pathname);
  // Compact enough that every entry fits a 1440x900 window without scrolling (issue 24).
  return (
    <Stack gap="xs">
      <NavLink
        component={Link}
        to={DASHBOARD_ENTRY.to}
        label={DASHBOARD_ENTRY.label}
        leftSection={<DashboardIcon size={18} aria-hidden />}
        active={dashboardActive}
        aria-current={dashboardActive ? 'page' : undefined}
        onClick={onNavigate}
        className={classes.link}
      />
      {NAV_GROUPS.map((group) => {
        const GroupIcon = group.icon;
        const headingId = `nav-group-${group.label.toLowerCase()}`;
        return (
          <Box key={group.label} role="group" aria-labelledby={headingId}>
            <Text id={headingId} className={classes.groupLabel} size="xs" fw={700} c="dimmed" tt="uppercase">
              <GroupIcon size={14} aria-hidden />
              {group.label}
            </Text>
            {group.entries.map((entry) => {
              const active = isActivePath(entry.to, pathname);
              return (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={classes.link}
                />
              );
            })}
          </Box>
        );
      })}
    </Stack>
  );
}

function RailNav({ pathname }: { pathname: string }) {
  const items = [DASHBOARD_ENTRY, ...NAV_GROUPS];
  return (
    <Stack gap={6} align="center">
      {items.map((item) => {
        const ItemIcon = item.icon;
        const active = isActivePath(item.to, pathname);
        return (
          <Tooltip key={item.to} label={item.label} position="right" openDelay={300} withArrow>
            <UnstyledButton
              component={Link}
              to={item.to}
              aria-label={item.label}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              className={classes.railLink}
            >
              <ItemIcon size={20} aria-hidden />
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
