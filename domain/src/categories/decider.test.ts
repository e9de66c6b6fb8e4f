import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { draftOrThrow } from '../shared/zod';
import type { CreateCategory, DeleteCategory, UpdateCategory } from './commands';
import { CATEGORY_TYPE_COLORS, CATEGORY_TYPES } from './constants';
import { categoryListDecider } from './decider';
import type { CategoryCreatedEvent, CategoryEvent } from './events';
import type { CategoryInput } from './schemas';
import { categoryListStreamId } from './state';
import { checkCategoryCreate, checkCategoryUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const foodId = 'e0000000-0000-4000-8000-000000000001';
const rentId = 'e0000000-0000-4000-8000-000000000002';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(categoryListDecider);

// Commands carry drafts: the helpers parse the body as the API's schema does, when the spec runs.
const create =
  (input: CategoryInput, categoryId = foodId) =>
  (): CreateCategory => ({
    type: 'CreateCategory',
    data: { categoryId, draft: draftOrThrow(checkCategoryCreate(input)) },
    metadata,
  });
const update =
  (input: CategoryInput, categoryId = foodId) =>
  (): UpdateCategory => ({
    type: 'UpdateCategory',
    data: { categoryId, draft: draftOrThrow(checkCategoryUpdate(input)) },
    metadata,
  });
const remove = (categoryId = foodId): DeleteCategory => ({ type: 'DeleteCategory', data: { categoryId }, metadata });

const created = (categoryId: string, overrides: Partial<CategoryCreatedEvent['data']> = {}): CategoryCreatedEvent => ({
  type: 'CategoryCreated',
  data: {
    categoryId,
    userId,
    transactionCategory: 'Food',
    transactionType: 'Expense - Variable',
    description: '',
    color: '#ff2600',
    isActive: true,
    ...overrides,
  },
});
const food = created(foodId);
const rent = created(rentId, { transactionCategory: 'Rent', transactionType: 'Expense - Fixed', color: '#b51a00' });
const { userId: _u, ...foodSnapshot } = food.data;

describe('category list: create', () => {
  it('uses the per-user stream id', () => {
    expect(categoryListStreamId(userId)).toBe(`categories-${userId}`);
  });

  it('creates with defaults: empty description, type colour, active; trims the name', () => {
    spec
      .given([])
      .when(create({ transactionCategory: '  Food ', transactionType: 'Expense - Variable' }))
      .then([food]);
  });

  it.each(CATEGORY_TYPES.map((type) => [type, CATEGORY_TYPE_COLORS[type]] as const))('colours a new %s category %s', (type, color) => {
    spec
      .given([])
      .when(create({ transactionCategory: 'Food', transactionType: type }))
      .then([created(foodId, { transactionType: type, color })]);
  });

  it('keeps the given description, colour and status', () => {
    spec
      .given([])
      .when(
        create({
          transactionCategory: 'Food',
          transactionType: 'Expense - Variable',
          description: 'Groceries',
          color: '#abcdef',
          isActive: false,
        }),
      )
      .then([created(foodId, { description: 'Groceries', color: '#abcdef', isActive: false })]);
  });

  it.each([
    [{ transactionCategory: '' }, { transactionCategory: 'Name is required' }],
    [{ transactionCategory: undefined }, { transactionCategory: 'Name is required' }],
    [{ transactionCategory: 'x'.repeat(101) }, { transactionCategory: 'Name must be 100 characters or fewer' }],
    [{ transactionType: '' }, { transactionType: 'Type is required' }],
    [{ transactionType: 'Expense' }, { transactionType: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable' }],
    [{ transactionType: 'income' }, { transactionType: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable' }],
    [{ description: 'x'.repeat(501) }, { description: 'Description must be 500 characters or fewer' }],
    [{ color: '3B82F6' }, { color: 'Color must be a hex color like #3B82F6' }],
    [{ isActive: 'true' as unknown as boolean }, { isActive: 'Status must be Active or Inactive' }],
  ] as [CategoryInput, Record<string, string>][])('refuses %j', (override, fields) => {
    spec
      .given([])
      .when(create({ transactionCategory: 'Food', transactionType: 'Expense - Variable', ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports name before type', () => {
    expect(() => categoryListDecider.decide(create({})(), categoryListDecider.initialState())).toThrow('Name is required');
    const error = spec
      .given([])
      .when(create({ color: 'x' }))
      .thenThrows(ValidationError);
    expect(Object.keys(error.fields)).toEqual(['transactionCategory', 'transactionType', 'color']);
  });

  it('refuses a duplicate name and type, ignoring case and spaces', () => {
    spec
      .given([food])
      .when(create({ transactionCategory: ' FOOD ', transactionType: 'Expense - Variable' }, rentId))
      .thenThrows(ConflictError, { message: 'A category with this name and type already exists' });
  });

  it('allows the same name with another type', () => {
    spec
      .given([food])
      .when(create({ transactionCategory: 'Food', transactionType: 'Expense - Fixed' }, rentId))
      .then([created(rentId, { transactionType: 'Expense - Fixed', color: '#b51a00' })]);
  });

  it('frees the name of a deleted category, but never its id', () => {
    spec
      .given([food, { type: 'CategoryDeleted', data: { categoryId: foodId } }])
      .when(create({ transactionCategory: 'Food', transactionType: 'Expense - Variable' }, rentId))
      .then([created(rentId)]);
    spec
      .given([food, { type: 'CategoryDeleted', data: { categoryId: foodId } }])
      .when(create({ transactionCategory: 'Food', transactionType: 'Expense - Variable' }))
      .thenThrows(ConflictError, { message: 'Category already exists' });
  });

  it("treats another user's list as not found", () => {
    spec
      .given([created(foodId, { userId: 'other' })])
      .when(create({ transactionCategory: 'X', transactionType: 'Income' }, rentId))
      .thenThrows(NotFoundError);
  });
});

describe('category list: update and delete', () => {
  it('emits a full snapshot; absent fields keep their values', () => {
    spec
      .given([food])
      .when(update({ description: 'Groceries' }))
      .then([{ type: 'CategoryUpdated', data: { ...foodSnapshot, description: 'Groceries' } }]);
  });

  it('keeps the stored colour when the type changes', () => {
    spec
      .given([food])
      .when(update({ transactionType: 'Expense - Fixed' }))
      .then([{ type: 'CategoryUpdated', data: { ...foodSnapshot, transactionType: 'Expense - Fixed' } }]);
  });

  it('deactivates', () => {
    spec
      .given([food])
      .when(update({ isActive: false }))
      .then([{ type: 'CategoryUpdated', data: { ...foodSnapshot, isActive: false } }]);
  });

  it('emits nothing when nothing changes', () => {
    spec
      .given([food])
      .when(update({ transactionCategory: 'Food', transactionType: 'Expense - Variable' }))
      .then([]);
  });

  it('may change the case of its own name', () => {
    spec
      .given([food])
      .when(update({ transactionCategory: 'FOOD' }))
      .then([{ type: 'CategoryUpdated', data: { ...foodSnapshot, transactionCategory: 'FOOD' } }]);
  });

  it('refuses to take the name and type of another category', () => {
    spec
      .given([food, rent])
      .when(update({ transactionCategory: 'rent', transactionType: 'Expense - Fixed' }))
      .thenThrows(ConflictError, { message: 'A category with this name and type already exists' });
  });

  it('validates the merged category', () => {
    spec
      .given([food])
      .when(update({ transactionCategory: ' ' }))
      .thenThrows(ValidationError, { fields: { transactionCategory: 'Name is required' } });
  });

  it('deletes softly', () => {
    spec
      .given([food])
      .when(remove())
      .then([{ type: 'CategoryDeleted', data: { categoryId: foodId } }]);
    const state = fold(categoryListDecider, [food, { type: 'CategoryDeleted', data: { categoryId: foodId } }] as CategoryEvent[]);
    expect(state.categories[foodId]?.deleted).toBe(true);
  });

  it('is not found for unknown or deleted categories', () => {
    spec
      .given([])
      .when(update({ description: 'x' }))
      .thenThrows(NotFoundError, { message: 'Category not found' });
    spec.given([]).when(remove()).thenThrows(NotFoundError);
    spec
      .given([food, { type: 'CategoryDeleted', data: { categoryId: foodId } }])
      .when(remove())
      .thenThrows(NotFoundError);
    spec
      .given([food, { type: 'CategoryDeleted', data: { categoryId: foodId } }])
      .when(update({ description: 'x' }))
      .thenThrows(NotFoundError);
  });
});

describe('category list: only what the read models can hold (issue 12)', () => {
  it('refuses control characters in the name, and in the description all but line breaks', () => {
    spec
      .given([])
      .when(create({ transactionCategory: 'Fo\u0000od', transactionType: 'Income' }))
      .thenThrows(ValidationError, {
        fields: { transactionCategory: 'Name must not contain control characters' },
      });
    spec
      .given([])
      .when(create({ transactionCategory: 'Food \udc00', transactionType: 'Income' }))
      .thenThrows(ValidationError, {
        fields: { transactionCategory: 'Name must not contain control characters' },
      });
    spec
      .given([food])
      .when(update({ description: 'x\u001by' }))
      .thenThrows(ValidationError, {
        fields: { description: 'Description must not contain control characters' },
      });
    spec
      .given([food])
      .when(update({ description: 'weekly\r\nshop' }))
      .then([{ type: 'CategoryUpdated', data: { ...foodSnapshot, description: 'weekly\r\nshop' } }]);
  });

  it('keeps the length limits', () => {
    spec
      .given([])
      .when(create({ transactionCategory: 'x'.repeat(101), transactionType: 'Income' }))
      .thenThrows(ValidationError, {
        fields: { transactionCategory: 'Name must be 100 characters or fewer' },
      });
    spec
      .given([food])
      .when(update({ description: 'x'.repeat(501) }))
      .thenThrows(ValidationError, {
        fields: { description: 'Description must be 500 characters or fewer' },
      });
  });
});
