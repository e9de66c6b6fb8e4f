import { describe, expect, it } from 'vitest';
import { activityLine, deadlineText } from './format';

describe('dashboard format', () => {
  it("labels activity as SPEC's Recent Activity does", () => {
    const at = '2025-12-02T09:00:00.000Z';
    expect(
      activityLine({ kind: 'transaction', id: 't', title: 'Rent', type: 'expense', amount: '-1200.00', date: '2025-12-01', at }),
    ).toEqual({
      label: 'Expense Added',
      title: 'Rent',
      value: '-$1,200.00',
      color: 'red.7',
    });
    expect(
      activityLine({ kind: 'transaction', id: 't', title: 'Pay', type: 'income', amount: '10.00', date: '2025-12-01', at }).label,
    ).toBe('Income Added');
    expect(activityLine({ kind: 'workout', id: 'w', name: 'Run', duration: 1, date: '2025-12-01', at }).value).toBe('1 minute');
    expect(activityLine({ kind: 'meal', id: 'm', name: 'Tea', calories: 0, date: '2025-12-01', at }).value).toBe('0 calories');
    expect(activityLine({ kind: 'goal', id: 'g', title: 'Read', status: 'active', progress: 40, at })).toEqual({
      label: 'Goal Updated',
      title: 'Read',
      value: '40%',
    });
    expect(activityLine({ kind: 'goal', id: 'g', title: 'Read', status: 'paused', progress: 40, at }).label).toBe('Goal Updated');
    expect(activityLine({ kind: 'goal', id: 'g', title: 'Read', status: 'completed', progress: 100, at }).label).toBe('Goal Completed');
  });

  it("'Due: date' or 'No deadline'", () => {
    expect(deadlineText('Dec 31')).toBe('Due: Dec 31');
    expect(deadlineText(null)).toBe('No deadline');
  });
});
