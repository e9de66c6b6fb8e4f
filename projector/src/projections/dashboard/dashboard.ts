import { projection } from '../../projection';
import { DASHBOARD_EVENT_TYPES, foldDashboard, recordsToLoad } from './fold';
import { DASHBOARD } from './names';
import { loadRecords, writeDashboardChanges } from './sql';

/**
 * The dashboard's read model ("dashboard stats"): dashboard_records (what the dashboard shows of
 * each transaction, workout, meal and goal, and when it last became activity) and dashboard_days
 * (per user and local day, the sums the stat cards read). Per batch: load the touched records (one
 * query), fold in memory, write each table with one statement, so a bulk import of 1,000
 * transactions is a handful of statements.
 */
export const dashboardProjection = projection({
  name: DASHBOARD,
  canHandle: DASHBOARD_EVENT_TYPES,
  tables: ['dashboard_records', 'dashboard_days'],
  // The fold ignores changes to a record it does not hold, so a deletion leaves no row and no
  // contribution whether or not the stream's earlier events were applied (e.g. parked).
  resetsStream: ['TransactionDeleted', 'WorkoutDeleted', 'MealDeleted', 'GoalDeleted'],
  async apply(tx, events) {
    const loaded = await loadRecords(tx, recordsToLoad(events));
    await writeDashboardChanges(tx, foldDashboard(events, loaded));
  },
});
