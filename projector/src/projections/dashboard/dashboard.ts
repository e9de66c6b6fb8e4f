import { projection } from '../../projection';
import { DASHBOARD_EVENT_TYPES, foldDashboard, recordsToLoad } from './fold';
import { DASHBOARD } from './names';
import { loadRecords, writeDashboardChanges } from './sql';

/**
 * The dashboard's read model ("dashboard stats"): dashboard_records (what the dashboard shows of
 * each workout, meal and goal, and when it last became activity) and dashboard_days (per user and
 * local day, the workout and meal sums the stat cards read). Transactions are the ledger's (issue 25,
 * one read model per fact): the dashboard's statement reads money_transactions and
 * money_monthly_summary. Per batch: load the touched records (one query), fold in memory, write each
 * table with one statement.
 */
export const dashboardProjection = projection({
  name: DASHBOARD,
  canHandle: DASHBOARD_EVENT_TYPES,
  tables: ['dashboard_records', 'dashboard_days'],
  // The fold ignores changes to a record it does not hold, so a deletion leaves no row and no
  // contribution whether or not the stream's earlier events were applied (e.g. parked).
  resetsStream: ['WorkoutDeleted', 'MealDeleted', 'GoalDeleted'],
  async apply(tx, events) {
    const loaded = await loadRecords(tx, recordsToLoad(events));
    await writeDashboardChanges(tx, foldDashboard(events, loaded));
  },
});
