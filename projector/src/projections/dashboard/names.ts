/** Checkpoint name of the dashboard projection; GET /api/dashboard waits on it (read-your-writes). */
export const DASHBOARD = 'dashboard';
