import type { GoalStatus } from '../goals/constants';
import type { TransactionType } from '../transactions/constants';

/**
 * GET /api/dashboard: every figure and list of the dashboard (SPEC section 2) for the caller's local
 * `today` (X-Time-Zone), in one call. Written once for command-api and web. Type-only.
 */
export interface DashboardJson {
  today: string;
  /**
   * Expense-type transactions dated in the current month (every status), and the month's transactions
   * of every type; `upcomingCount`: how many of those are dated after today (issue 24).
   */
  monthlySpending: { month: string; spent: string; transactionCount: number; upcomingCount: number };
  /** Goals by status now. */
  goals: { active: number; completed: number };
  /** Completed workouts dated in the last 7 days (startDate .. today), against the weekly target. */
  weeklyWorkouts: { startDate: string; endDate: string; completed: number; target: number; remaining: number; trend: 'up' | 'none' };
  /** Calories of today's logged meals against the daily target. */
  caloriesToday: { calories: number; target: number; remaining: number };
  /** The 3 most recently updated active goals, latest first. */
  activeGoals: DashboardGoalJson[];
  /** Newest first: the 2 latest transactions, the latest completed workout, the latest logged meal, the latest updated goal. */
  recentActivity: DashboardActivityJson[];
}

export interface DashboardGoalJson {
  id: string;
  title: string;
  status: GoalStatus;
  progress: number;
  /** Free text ('Dec 31'); null when none. */
  dueDate: string | null;
  updatedAt: string;
}

/** One Recent Activity line; `at` is when it happened (added, completed, logged, updated), an ISO instant. */
export type DashboardActivityJson =
  | { kind: 'transaction'; id: string; title: string; type: TransactionType; amount: string; date: string; at: string }
  | { kind: 'workout'; id: string; name: string; duration: number; date: string; at: string }
  | { kind: 'meal'; id: string; name: string; calories: number; date: string; at: string }
  | { kind: 'goal'; id: string; title: string; status: GoalStatus; progress: number; at: string };

export type DashboardActivityKind = DashboardActivityJson['kind'];
