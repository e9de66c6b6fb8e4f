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

type EntryRow = readonly [label: string, to: string];

/** A sidebar group; its icon in the collapsed rail points to its first entry. */
function navGroup(label: string, icon: Icon, entries: readonly [EntryRow, ...EntryRow[]]): NavGroup {
  return { label, icon, to: entries[0][1], entries: entries.map(([entryLabel, to]) => ({ label: entryLabel, to })) };
}

export const NAV_GROUPS: NavGroup[] = [
  navGroup('Money', IconWallet, [
    ['Overview', '/money'],
    ['Transactions', '/money/transactions'],
    ['Budgets', '/money/budgets'],
    ['Schedules', '/money/schedules'],
    ['Reports', '/money/reports'],
  ]),
  navGroup('Goals', IconTarget, [
    ['Active', '/goals'],
    ['Backlog', '/goals/backlog'],
    ['Weekly Review', '/goals/review'],
  ]),
  navGroup('Fitness', IconBarbell, [
    ['Overview', '/fitness'],
    ['Apple Fitness', '/fitness/apple'],
    ['Progress', '/fitness/progress'],
  ]),
  navGroup('Nutrition', IconSalad, [
    ['Overview', '/nutrition'],
    ['MyFitnessPal', '/nutrition/mfp'],
    ['Grocery List', '/nutrition/grocery'],
    ['Recipes', '/nutrition/recipes'],
  ]),
];

/** SPEC: the active entry is the one whose path equals the current path (a trailing slash is ignored). */
export function isActivePath(to: string, pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return to === normalised;
}
