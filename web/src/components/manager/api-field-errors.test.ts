import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/fetch';
import { applyApiFieldErrors } from './api-field-errors';

const form = () => ({ getValues: () => ({ name: '', startingBalanceAsOf: '' }), setErrors: vi.fn() });

describe('applyApiFieldErrors', () => {
  it("puts a 400's messages on the form's fields, renamed, and hands back the rest", () => {
    const target = form();
    const error = new ApiError('400: Bad Request', 400, {
      error: 'Validation failed',
      fields: { name: 'Name is required', startingBalanceAsof: 'Date is required', isRecurring: 'Not supported' },
    });
    expect(applyApiFieldErrors(target, error, { startingBalanceAsof: 'startingBalanceAsOf' })).toEqual({
      fields: { name: 'Name is required', startingBalanceAsOf: 'Date is required' },
      other: 'Not supported',
    });
    expect(target.setErrors).toHaveBeenCalledWith({ name: 'Name is required', startingBalanceAsOf: 'Date is required' });
  });

  it('is null without field messages', () => {
    const target = form();
    expect(applyApiFieldErrors(target, new ApiError('409: Conflict', 409, { error: 'Taken' }))).toBeNull();
    expect(applyApiFieldErrors(target, new Error('offline'))).toBeNull();
    expect(target.setErrors).not.toHaveBeenCalled();
  });
});
