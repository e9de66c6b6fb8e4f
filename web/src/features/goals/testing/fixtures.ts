import type { Goal, WeeklyProgress, WeekReview } from '../types';

/** A goal as the API returns it, active at 0% unless overridden. */
export function goal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'g1',
    title: 'Run a marathon',
    description: null,
    category: 'Fitness',
    priority: 'medium',
    status: 'active',
    progress: 0,
    dueDate: null,
    createdAt: '2025-11-10T09:00:00.000Z',
    updatedAt: '2025-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export function weeklyProgress(overrides: Partial<WeeklyProgress> = {}): WeeklyProgress {
  return { startDate: '2025-11-09', endDate: '2025-11-15', completed: 0, created: 0, totalActive: 0, successRate: 0, ...overrides };
}

export function weekReview(overrides: Partial<WeekReview> = {}): WeekReview {
  return { weekStart: '2025-11-10', weekEnd: '2025-11-16', completed: [], created: [], movedForward: [], reflection: null, ...overrides };
}
