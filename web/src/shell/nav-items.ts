import { IconBarbell, IconLayoutDashboard, IconSalad, IconTarget, IconWallet, type Icon } from '@tabler/icons-react';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  icon: Icon;
  /** Where the group's icon points in the collapsed rail. */
  to: string;
  entries: NavEntry[];
}

/** The sidebar exactly as SPEC 2 (App shell) lists it. */
export const DASHBOARD_ENTRY = { label: 'Dashboard', to: '/', icon: IconLayoutDashboard } as const;

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Money',
    icon: IconWallet,
    to: '/money',
    entries: [
      { label: 'Overview', to: '/money' },
      { label: 'Transactions', to: '/money/transactions' },
      { label: 'Budgets', to: '/money/budgets' },
      { label: 'Schedules', to: '/money/schedules' },
      { label: 'Reports', to: '/money/reports' },
    ],
  },
  {
    label: 'Goals',
    icon: IconTarget,
    to: '/goals',
    entries: [
      { label: 'Active', to: '/goals' },
      { label: 'Backlog', to: '/goals/backlog' },
      { label: 'Weekly Review', to: '/goals/review' },
    ],
  },
  {
    label: 'Fitness',
    icon: IconBarbell,
    to: '/fitness',
    entries: [
      { label: 'Overview', to: '/fitness' },
      { label: 'Apple Fitness', to: '/fitness/apple' },
      { label: 'Progress', to: '/fitness/progress' },
    ],
  },
  {
    label: 'Nutrition',
    icon: IconSalad,
    to: '/nutrition',
    entries: [
      { label: 'Overview', to: '/nutrition' },
      { label: 'MyFitnessPal', to: '/nutrition/mfp' },
      { label: 'Grocery List', to: '/nutrition/grocery' },
      { label: 'Recipes', to: '/nutrition/recipes' },
    ],
  },
];

/** SPEC: the active entry is the one whose path equals the current path (a trailing slash is ignored). */
export function isActivePath(to: string, pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return to === normalised;
}
