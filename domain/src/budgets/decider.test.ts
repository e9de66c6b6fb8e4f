import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { draftOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import { validationFields } from '../testing/errors';
import type { BudgetCategoryRef, CopyBudgets, CreateBudget, UpdateBudget } from './commands';
import { budgetBookDecider } from './decider';
import type { BudgetSetEvent } from './events';
import type { BudgetInput } from './schemas';
import { budgetBookStreamId } from './state';
import { checkBudgetCopy, checkBudgetCreate, checkBudgetUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const budgetId = 'b0000000-0000-4000-8000-000000000001';
const otherBudgetId = 'b0000000-0000-4000-8000-000000000002';
const foodId = 'e0000000-0000-4000-8000-000000000001';
const rentId = 'e0000000-0000-4000-8000-000000000002';
const metadata = { userId, now: '2026-11-05T10:00:00.000Z', today: '2026-11-05' };
const food: BudgetCategoryRef = { name: 'Food', type: 'Expense - Variable' };
const spec = deciderSpec(budgetBookDecider);

const create =
  (input: BudgetInput, category: BudgetCategoryRef | null = food, id = budgetId) =>
  (): CreateBudget => ({ type: 'CreateBudget', data: { budgetId: id, draft: draftOrThrow(checkBudgetCreate(input)), category }, metadata });
const update = (input: BudgetInput, category?: BudgetCategoryRef | null) => (): UpdateBudget => ({
  type: 'UpdateBudget',
  data: { budgetId, draft: draftOrThrow(checkBudgetUpdate(input)), category },
  metadata,
});
const copy = (fromMonth: string, toMonth: string, newIds: Record<string, string>) => (): CopyBudgets => ({
  type: 'CopyBudgets',
  data: { ...draftOrThrow(checkBudgetCopy({ fromMonth, toMonth })), newIds },
  metadata,
});

const set = (id: string, overrides: Partial<BudgetSetEvent['data']> = {}): BudgetSetEvent => ({
  type: 'BudgetSet',
  data: { budgetId: id, userId, categoryId: foodId, budgetAmountCents: 10000, month: 11, year: 2026, copiedFrom: null, ...overrides },
});
const foodNovember = set(budgetId);

describe('budget book: create', () => {
  it('uses the per-user stream id', () => {
    expect(budgetBookStreamId(userId)).toBe(`budgets-${userId}`);
  });

  it('sets a budget: amount in cents, month and year as numbers', () => {
    spec
      .given([])
      .when(create({ categoryId: foodId, budgetAmount: '100', month: '11', year: 2026 }))
      .then([foodNovember]);
  });

  it('refuses a second budget for the same category and month (409), allows another month', () => {
    spec
      .given([foodNovember])
      .when(create({ categoryId: foodId, budgetAmount: '50.00', month: 11, year: 2026 }, food, otherBudgetId))
      .thenThrows(ConflictError, { message: 'A budget for this category already exists for this month' });
    spec
      .given([foodNovember])
      .when(create({ categoryId: foodId, budgetAmount: '50.00', month: 12, year: 2026 }, food, otherBudgetId))
      .then([set(otherBudgetId, { budgetAmountCents: 5000, month: 12 })]);
  });

  it('refuses a category that does not exist or is not an expense category', () => {
    expect(
      validationFields(() =>
        spec
          .given([])
          .when(create({ categoryId: foodId, budgetAmount: 1, month: 1, year: 2026 }, null))
          .then([]),
      ),
    ).toEqual({
      categoryId: 'Category does not exist',
    });
    expect(
      validationFields(() =>
        spec
          .given([])
          .when(create({ categoryId: foodId, budgetAmount: 1, month: 1, year: 2026 }, { name: 'Salary', type: 'Income' }))
          .then([]),
      ),
    ).toEqual({ categoryId: 'Category "Salary" is an Income category; budgets take expense categories' });
  });

  it('refuses bad bodies with field messages in form order', () => {
    expect(validationFields(() => create({ categoryId: ' ', budgetAmount: '0', month: 13, year: 1900 })())).toEqual({
      categoryId: 'Category is required',
      budgetAmount: 'Budget amount must be a valid number greater than 0',
      month: 'Month must be a whole number from 1 to 12',
      year: 'Year must be a whole number from 1901 to 2099',
    });
    expect(validationFields(() => create({ categoryId: foodId, budgetAmount: '1.005', month: 1, year: 2026 })())).toEqual({
      budgetAmount: 'Budget amount can have at most 2 decimal places',
    });
    expect(validationFields(() => create({ categoryId: foodId, budgetAmount: '100000000', month: 1, year: 2026 })())).toEqual({
      budgetAmount: 'Budget amount must be less than 100,000,000',
    });
  });
});

describe('budget book: update and delete', () => {
  it('changes the amount; an unchanged body appends nothing', () => {
    spec
      .given([foodNovember])
      .when(update({ budgetAmount: '120.50' }))
      .then([{ type: 'BudgetUpdated', data: { budgetId, categoryId: foodId, budgetAmountCents: 12050, month: 11, year: 2026 } }]);
    spec
      .given([foodNovember])
      .when(update({ budgetAmount: '100.00' }))
      .then([]);
  });

  it('moving onto a taken category and month is a 409; a new category must be an expense one', () => {
    const rent = set(otherBudgetId, { categoryId: rentId });
    spec
      .given([foodNovember, rent])
      .when(update({ categoryId: rentId }, { name: 'Rent', type: 'Expense - Fixed' }))
      .thenThrows(ConflictError);
    spec
      .given([foodNovember])
      .when(update({ categoryId: rentId }, null))
      .thenThrows(ValidationError);
  });

  it('deletes; a deleted budget frees its slot but not its id; unknown ids are 404', () => {
    const deleted = { type: 'BudgetDeleted' as const, data: { budgetId } };
    spec.given([foodNovember]).when({ type: 'DeleteBudget', data: { budgetId }, metadata }).then([deleted]);
    spec.given([foodNovember, deleted]).when({ type: 'DeleteBudget', data: { budgetId }, metadata }).thenThrows(NotFoundError);
    spec
      .given([foodNovember, deleted])
      .when(update({ budgetAmount: 5 }))
      .thenThrows(NotFoundError);
    spec
      .given([foodNovember, deleted])
      .when(create({ categoryId: foodId, budgetAmount: 1, month: 11, year: 2026 }))
      .thenThrows(ConflictError, {
        message: 'Budget already exists',
      });
    spec
      .given([foodNovember, deleted])
      .when(create({ categoryId: foodId, budgetAmount: 1, month: 11, year: 2026 }, food, otherBudgetId))
      .then([set(otherBudgetId, { budgetAmountCents: 100 })]);
  });

  it("another user's book is 404", () => {
    spec
      .given([foodNovember])
      .when({ type: 'DeleteBudget', data: { budgetId }, metadata: { ...metadata, userId: 'a0000000-0000-4000-8000-000000000002' } })
      .thenThrows(NotFoundError);
  });
});

describe('budget book: copy', () => {
  const rentNovember = set(otherBudgetId, { categoryId: rentId, budgetAmountCents: 150000 });
  const foodCopyId = 'c0000000-0000-4000-8000-000000000001';
  const copyIds: Record<string, string> = { [budgetId]: foodCopyId, [otherBudgetId]: 'c0000000-0000-4000-8000-000000000002' };

  it('copies each budget of the month into the target month, skipping categories already budgeted there', () => {
    const rentDecember = set('d0000000-0000-4000-8000-000000000001', { categoryId: rentId, month: 12 });
    spec
      .given([foodNovember, rentNovember, rentDecember])
      .when(copy('2026-11', '2026-12', copyIds))
      .then([set(foodCopyId, { month: 12, copiedFrom: budgetId })]);
  });

  it('crosses a year end and refuses an empty source month or the same month', () => {
    spec
      .given([set(budgetId, { month: 12 })])
      .when(copy('2026-12', '2027-01', copyIds))
      .then([set(foodCopyId, { month: 1, year: 2027, copiedFrom: budgetId })]);
    expect(
      validationFields(() =>
        spec
          .given([])
          .when(copy('2026-10', '2026-11', {}))
          .then([]),
      ),
    ).toEqual({
      fromMonth: 'No budgets to copy from that month',
    });
    expect(validationFields(() => copy('2026-11', '2026-11', {})())).toEqual({ toMonth: 'Choose a different month to copy to' });
    expect(validationFields(() => copy('2026-13', 'nope', {})())).toEqual({
      fromMonth: 'Month must be yyyy-mm',
      toMonth: 'Month must be yyyy-mm',
    });
  });
});
