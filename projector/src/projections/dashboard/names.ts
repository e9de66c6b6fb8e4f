/** Checkpoint name of the dashboard projection; GET /api/dashboard waits on it (read-your-writes). */
export const DASHBOARD = 'dashboard';
/** The dashboard's records and the user's targets as versions (issue 10): GET /api/dashboard?asOf= waits on it. */
export const DASHBOARD_HISTORY = 'dashboard-history';
