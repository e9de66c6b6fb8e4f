/** The history feature's front door: what other features may use (they import this folder, or its queries.ts). */
export { HistoryButton, HistoryKindProvider, HistoryMenuItem, useRecordHistory } from './HistoryAction';
export { HistoryDrawer } from './HistoryDrawer';
export { RecentlyDeletedPanel } from './RecentlyDeletedPanel';
