import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { scheduleCreateSchema, scheduleUpdateSchema } from './schemas';
import { validateScheduleInput } from './validation';

describe('schedule schemas', () => {
  it('parses a create body into a draft', () => {
    expect(
      scheduleCreateSchema.parse({
        name: 'Pay',
        frequency: 'use-recurring-transaction',
        startDate: '2025-01-03T05:00:00.000Z',
        endDate: '2026-12-31',
        recurringTransactionId: ' r1 ',
      }),
    ).toEqual({
      name: 'Pay',
      frequency: 'use-recurring-transaction',
      startDate: '2025-01-03',
      endDate: '2026-12-31',
      recurringTransactionId: 'r1',
      isActive: true,
    });
  });

  it('gives the SPEC messages in form order', () => {
    const result = scheduleCreateSchema.safeParse({
      name: '',
      frequency: 'use-recurring-transaction',
      startDate: '2025-02-01',
      endDate: '2025-01-01',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldMessages(result.error)).toEqual({
        name: 'Schedule name is required',
        endDate: 'End date must be after start date',
        recurringTransactionId: 'Please select a recurring transaction',
      });
    }
  });

  it('refuses a wrong type at the zod layer', () => {
    expect(scheduleCreateSchema.safeParse({ name: 5 }).success).toBe(false);
  });

  it('parses an update body with only the fields it names', () => {
    expect(scheduleUpdateSchema.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(scheduleUpdateSchema.safeParse({ endDate: '' }).success).toBe(false);
  });

  it('validateScheduleInput is the form’s map: empty when valid', () => {
    expect(validateScheduleInput({ name: 'Pay', startDate: '2025-01-01', endDate: '2025-12-31' })).toEqual({});
    expect(validateScheduleInput({ name: 'Pay' })).toEqual({ startDate: 'Start date is required', endDate: 'End date is required' });
  });
});
