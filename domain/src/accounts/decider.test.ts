import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { draftOrThrow } from '../shared/zod';
import type { AccountCommand, AdjustAccountBalance, OpenAccount, UpdateAccount } from './commands';
import { ACCOUNT_TYPE_COLORS, ACCOUNT_TYPES, type AccountType } from './constants';
import { accountBookDecider } from './decider';
import type { AccountEvent, AccountOpenedEvent } from './events';
import type { AccountInput } from './schemas';
import { accountBookStreamId } from './state';
import { checkAccountBalance, checkAccountCreate, checkAccountUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const checkingId = 'c0000000-0000-4000-8000-000000000001';
const savingsId = 'c0000000-0000-4000-8000-000000000002';
const cardId = 'c0000000-0000-4000-8000-000000000003';
const adjustmentId = 'd0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };

const spec = deciderSpec(accountBookDecider);

// Commands carry drafts: each helper parses the body as the API's schema does, when the spec runs
// (a body it refuses throws there, like the API's 400).
const open =
  (input: AccountInput, accountId = checkingId) =>
  (): OpenAccount => ({
    type: 'OpenAccount',
    data: { accountId, adjustmentId, draft: draftOrThrow(checkAccountCreate(input)) },
    metadata,
  });
const update =
  (input: AccountInput, extra: Partial<Omit<UpdateAccount['data'], 'draft'>> = {}) =>
  (): UpdateAccount => ({
    type: 'UpdateAccount',
    data: { accountId: checkingId, adjustmentId, draft: draftOrThrow(checkAccountUpdate(input)), ...extra },
    metadata,
  });
type BalanceBody = { balance?: string | number; date?: string };
const adjust =
  ({ balance = '100.00', date, ...data }: BalanceBody & Partial<Omit<AdjustAccountBalance['data'], 'draft'>>) =>
  (): AdjustAccountBalance => ({
    type: 'AdjustAccountBalance',
    data: {
      accountId: checkingId,
      adjustmentId,
      context: { currentBalanceCents: 10000 },
      ...data,
      draft: draftOrThrow(checkAccountBalance({ balance, date })),
    },
    metadata,
  });
const command = <T extends AccountCommand['type']>(type: T, data: Extract<AccountCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as AccountCommand;

const opened = (accountId: string, overrides: Partial<AccountOpenedEvent['data']> = {}): AccountOpenedEvent => ({
  type: 'AccountOpened',
  data: {
    accountId,
    userId,
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalanceCents: 0,
    startingBalanceAsOf: '2025-10-01',
    creditLimitCents: null,
    description: '',
    color: '#3B82F6',
    isActive: true,
    ...overrides,
  },
});
const checkingOpened = opened(checkingId, { startingBalanceCents: 50000 });
const savingsOpened = opened(savingsId, { accountName: 'Rainy day', accountType: 'savings', color: '#10B981' });
const checkingPrimary: AccountEvent = { type: 'AccountMadePrimary', data: { accountId: checkingId, previousPrimaryId: null } };
const { userId: _ignored, ...checkingSnapshot } = checkingOpened.data;

describe('account book: open', () => {
  it('uses the per-user stream id', () => {
    expect(accountBookStreamId(userId)).toBe(`accounts-${userId}`);
  });

  it('opens with the spec defaults: balance 0, as-of 2025-10-01, empty description, active, not primary', () => {
    spec
      .given([])
      .when(open({ accountName: ' Everyday ', accountType: 'checking' }))
      .then([opened(checkingId)]);
  });

  it.each(ACCOUNT_TYPES.map((type) => [type, ACCOUNT_TYPE_COLORS[type]] as const))('colours a new %s account %s', (type, color) => {
    const events = accountBookDecider.decide(
      open({ accountName: 'A', accountType: type, creditLimit: '100' })(),
      accountBookDecider.initialState(),
    );
    expect(events[0]).toMatchObject({ type: 'AccountOpened', data: { accountType: type, color } });
  });

  it('keeps a colour that was chosen', () => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', color: '#123abc' }))
      .then([opened(checkingId, { color: '#123abc' })]);
  });

  it('stores amounts as cents and the given as-of date, description and inactive flag', () => {
    spec
      .given([])
      .when(
        open({
          accountName: 'Everyday',
          accountType: 'checking',
          startingBalance: '1,234.50',
          startingBalanceAsOf: '2025-01-15',
          description: ' Main ',
          isActive: false,
        }),
      )
      .then([
        opened(checkingId, { startingBalanceCents: 123450, startingBalanceAsOf: '2025-01-15', description: 'Main', isActive: false }),
      ]);
  });

  it("accepts SPEC's startingBalanceAsof spelling and negative starting balances", () => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', startingBalance: -25.5, startingBalanceAsof: '2025-02-01' }))
      .then([opened(checkingId, { startingBalanceCents: -2550, startingBalanceAsOf: '2025-02-01' })]);
  });

  it.each(['credit_card', 'loan / line of credit'] as AccountType[])('requires a credit limit for %s', (accountType) => {
    spec
      .given([])
      .when(open({ accountName: 'Card', accountType }))
      .thenThrows(ValidationError, { fields: { creditLimit: 'Credit limit is required for credit card and loan accounts' } });
    spec
      .given([])
      .when(open({ accountName: 'Card', accountType, creditLimit: '' }))
      .thenThrows(ValidationError, { fields: { creditLimit: 'Credit limit is required for credit card and loan accounts' } });
  });

  it('stores the credit limit of a credit card', () => {
    spec
      .given([])
      .when(open({ accountName: 'Card', accountType: 'credit_card', creditLimit: '5,000' }, cardId))
      .then([opened(cardId, { accountName: 'Card', accountType: 'credit_card', creditLimitCents: 500000, color: '#EF4444' })]);
  });

  it('drops a credit limit given for a type without one', () => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', creditLimit: '5000' }))
      .then([opened(checkingId)]);
  });

  it.each([
    [{ accountName: '  ' }, { accountName: 'Account name is required' }],
    [{ accountName: 'x'.repeat(101) }, { accountName: 'Account name must be 100 characters or fewer' }],
    [{ accountType: undefined }, { accountType: 'Account type is required' }],
    [
      { accountType: 'cash' },
      { accountType: 'Account type must be one of checking, savings, credit_card, investment, loan / line of credit, other' },
    ],
    [{ balance: 'lots' }, { balance: 'Balance must be a valid number' }],
    [{ balance: '' }, { balance: 'Balance is required' }],
    [{ startingBalance: '' }, { startingBalance: 'Starting balance is required' }],
    [{ startingBalance: '1.234' }, { startingBalance: 'Starting balance can have at most 2 decimal places' }],
    [{ startingBalance: '100000000' }, { startingBalance: 'Starting balance must be between -100,000,000 and 100,000,000' }],
    [{ startingBalanceAsOf: '2025-02-30' }, { startingBalanceAsOf: 'Starting balance date must be a valid date (yyyy-mm-dd)' }],
    [{ accountType: 'credit_card', creditLimit: '-5' }, { creditLimit: 'Credit limit must be a valid number of 0 or more' }],
    [{ description: 'x'.repeat(501) }, { description: 'Description must be 500 characters or fewer' }],
    [{ color: 'blue' }, { color: 'Color must be a hex color like #3B82F6' }],
    [{ isActive: 'yes' as unknown as boolean }, { isActive: 'Active must be true or false' }],
    [{ isPrimary: 'yes' as unknown as boolean }, { isPrimary: 'Primary must be true or false' }],
  ] as [AccountInput, Record<string, string>][])('refuses %j', (override, fields) => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports every problem in form order, the first as the message', () => {
    const error = spec
      .given([])
      .when(open({ color: 'red', startingBalance: 'x', accountType: 'credit_card' }))
      .thenThrows(ValidationError);
    expect(Object.keys(error.fields)).toEqual(['accountName', 'startingBalance', 'creditLimit', 'color']);
    expect(error.message).toBe('Account name is required');
  });

  it('makes a new account primary in the same append, naming the previous primary', () => {
    spec
      .given([checkingOpened, checkingPrimary])
      .when(open({ accountName: 'Rainy day', accountType: 'savings', isPrimary: true }, savingsId))
      .then([savingsOpened, { type: 'AccountMadePrimary', data: { accountId: savingsId, previousPrimaryId: checkingId } }]);
  });

  it('records an entered current balance that differs from the starting balance as an adjustment', () => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', startingBalance: '500', balance: '650.25' }))
      .then([
        checkingOpened,
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: 15025,
            date: '2025-11-05',
            previousBalanceCents: 50000,
            newBalanceCents: 65025,
          },
        },
      ]);
  });

  it('records no adjustment when the current balance equals the starting balance', () => {
    spec
      .given([])
      .when(open({ accountName: 'Everyday', accountType: 'checking', startingBalance: '500', balance: 500 }))
      .then([checkingOpened]);
  });

  it('refuses to reuse an account id, even a deleted one', () => {
    spec
      .given([checkingOpened])
      .when(open({ accountName: 'Again', accountType: 'checking' }))
      .thenThrows(ConflictError);
    spec
      .given([checkingOpened, { type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }])
      .when(open({ accountName: 'Again', accountType: 'checking' }))
      .thenThrows(ConflictError, { message: 'Account already exists' });
  });

  it("treats another user's book as not found", () => {
    spec
      .given([opened(checkingId, { userId: 'someone-else' })])
      .when(open({ accountName: 'Mine', accountType: 'checking' }, savingsId))
      .thenThrows(NotFoundError);
  });
});

describe('account book: update', () => {
  it('emits a full snapshot when a field changes; absent fields keep their values', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountName: 'Bills' }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, accountName: 'Bills' } }]);
  });

  it('emits nothing when nothing changes', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountName: 'Everyday', startingBalance: '500.00', isActive: true }))
      .then([]);
  });

  it('deactivates and reactivates through isActive', () => {
    spec
      .given([checkingOpened])
      .when(update({ isActive: false }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, isActive: false } }]);
    spec
      .given([checkingOpened, { type: 'AccountUpdated', data: { ...checkingSnapshot, isActive: false } }])
      .when(update({ isActive: true }))
      .then([{ type: 'AccountUpdated', data: checkingSnapshot }]);
  });

  it('keeps the stored colour when the type changes', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountType: 'savings' }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, accountType: 'savings' } }]);
  });

  it('requires a credit limit when the type becomes a credit card, and drops it when it stops being one', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountType: 'credit_card' }))
      .thenThrows(ValidationError, { fields: { creditLimit: 'Credit limit is required for credit card and loan accounts' } });
    spec
      .given([checkingOpened])
      .when(update({ accountType: 'credit_card', creditLimit: 1000 }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, accountType: 'credit_card', creditLimitCents: 100000 } }]);
    const card = opened(cardId, { accountType: 'credit_card', creditLimitCents: 100000 });
    spec
      .given([card])
      .when(update({ accountType: 'other' }, { accountId: cardId }))
      .then([
        {
          type: 'AccountUpdated',
          data: { ...(({ userId: _u, ...rest }) => rest)(card.data), accountType: 'other', creditLimitCents: null },
        },
      ]);
  });

  it('validates the merged account with the same messages', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountName: '', color: '#12' }))
      .thenThrows(ValidationError, {
        fields: { accountName: 'Account name is required', color: 'Color must be a hex color like #3B82F6' },
      });
  });

  it('makes the account primary, unsetting the previous one in the same event', () => {
    spec
      .given([checkingOpened, savingsOpened, checkingPrimary])
      .when(update({ isPrimary: true }, { accountId: savingsId }))
      .then([{ type: 'AccountMadePrimary', data: { accountId: savingsId, previousPrimaryId: checkingId } }]);
  });

  it('unsets primary with isPrimary false, and ignores it when not primary', () => {
    spec
      .given([checkingOpened, checkingPrimary])
      .when(update({ isPrimary: false }))
      .then([{ type: 'AccountPrimaryUnset', data: { accountId: checkingId } }]);
    spec
      .given([checkingOpened])
      .when(update({ isPrimary: false }))
      .then([]);
    spec
      .given([checkingOpened, checkingPrimary])
      .when(update({ isPrimary: true }))
      .then([]);
  });

  it('records an edited balance as an adjustment of the difference, after the field changes', () => {
    spec
      .given([checkingOpened])
      .when(update({ accountName: 'Bills', balance: '480.00' }, { context: { currentBalanceCents: 52000 } }))
      .then([
        { type: 'AccountUpdated', data: { ...checkingSnapshot, accountName: 'Bills' } },
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: -4000,
            date: '2025-11-05',
            previousBalanceCents: 52000,
            newBalanceCents: 48000,
          },
        },
      ]);
  });

  it('treats an unchanged balance field as not edited, so a new starting balance moves the balance', () => {
    spec
      .given([checkingOpened])
      .when(update({ startingBalance: '600', balance: '520.00' }, { context: { currentBalanceCents: 52000 } }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, startingBalanceCents: 60000 } }]);
  });

  it('aims an edited balance at the final balance when the starting balance changes too', () => {
    // current 520 -> starting +100 makes 620; the user asked for 700: adjust +80.
    spec
      .given([checkingOpened])
      .when(update({ startingBalance: '600', balance: '700' }, { context: { currentBalanceCents: 52000 } }))
      .then([
        { type: 'AccountUpdated', data: { ...checkingSnapshot, startingBalanceCents: 60000 } },
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: 8000,
            date: '2025-11-05',
            previousBalanceCents: 62000,
            newBalanceCents: 70000,
          },
        },
      ]);
  });

  it('needs the derived current balance in the context when a balance is given', () => {
    expect(() => accountBookDecider.decide(update({ balance: '1' })(), fold(accountBookDecider, [checkingOpened]))).toThrow(
      /currentBalanceCents/,
    );
  });

  it('is not found for unknown or deleted accounts', () => {
    spec
      .given([])
      .when(update({ accountName: 'X' }))
      .thenThrows(NotFoundError, { message: 'Account not found' });
    spec
      .given([checkingOpened, { type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }])
      .when(update({ accountName: 'X' }))
      .thenThrows(NotFoundError);
  });
});

describe('account book: primary and delete', () => {
  it('makes an account primary, naming the previous primary', () => {
    spec
      .given([checkingOpened])
      .when(command('MakeAccountPrimary', { accountId: checkingId }))
      .then([checkingPrimary]);
    spec
      .given([checkingOpened, savingsOpened, checkingPrimary])
      .when(command('MakeAccountPrimary', { accountId: savingsId }))
      .then([{ type: 'AccountMadePrimary', data: { accountId: savingsId, previousPrimaryId: checkingId } }]);
  });

  it('does nothing when the account already is primary', () => {
    spec
      .given([checkingOpened, checkingPrimary])
      .when(command('MakeAccountPrimary', { accountId: checkingId }))
      .then([]);
  });

  it('cannot make a missing account primary', () => {
    spec
      .given([checkingOpened])
      .when(command('MakeAccountPrimary', { accountId: savingsId }))
      .thenThrows(NotFoundError);
  });

  it('soft-deletes, saying whether it was the primary', () => {
    spec
      .given([checkingOpened, checkingPrimary])
      .when(command('DeleteAccount', { accountId: checkingId }))
      .then([{ type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: true } }]);
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: checkingId }))
      .then([{ type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }]);
  });

  it('leaves no primary after deleting the primary', () => {
    spec
      .given([
        checkingOpened,
        savingsOpened,
        checkingPrimary,
        { type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: true } },
      ])
      .when(command('MakeAccountPrimary', { accountId: savingsId }))
      .then([{ type: 'AccountMadePrimary', data: { accountId: savingsId, previousPrimaryId: null } }]);
  });

  it('refuses to orphan transactions: 409 with the count unless they are deleted with it (issue 13 #4)', () => {
    const usage = (transactions: number, recurringTransactions = 0) => ({ transactions, recurringTransactions });
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: checkingId, usage: usage(12) }))
      .thenThrows(ConflictError, { message: 'This account has 12 transactions', details: { count: 12 } });
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: checkingId, usage: usage(1) }))
      .thenThrows(ConflictError, { message: 'This account has 1 transaction', details: { count: 1 } });
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: checkingId, usage: usage(12), withTransactions: true }))
      .then([{ type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }]);
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: checkingId, usage: usage(0) }))
      .then([{ type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }]);
  });

  it('refuses while recurring transactions name the account, even with its transactions', () => {
    spec
      .given([checkingOpened])
      .when(
        command('DeleteAccount', { accountId: checkingId, usage: { transactions: 3, recurringTransactions: 2 }, withTransactions: true }),
      )
      .thenThrows(ConflictError, {
        message: 'This account is used by 2 recurring transactions; delete them or move them to another account first',
        details: { recurringTransactions: 2 },
      });
  });

  it('is not found for an unknown account before any usage check', () => {
    spec
      .given([checkingOpened])
      .when(command('DeleteAccount', { accountId: savingsId, usage: { transactions: 3, recurringTransactions: 0 } }))
      .thenThrows(NotFoundError);
  });

  it('is not found when deleting twice', () => {
    spec
      .given([checkingOpened, { type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } }])
      .when(command('DeleteAccount', { accountId: checkingId }))
      .thenThrows(NotFoundError);
  });

  it('folds into a book with one primary', () => {
    const state = fold(accountBookDecider, [
      checkingOpened,
      savingsOpened,
      checkingPrimary,
      { type: 'AccountMadePrimary', data: { accountId: savingsId, previousPrimaryId: checkingId } },
      { type: 'AccountUpdated', data: { ...checkingSnapshot, accountName: 'Bills' } },
    ]);
    expect(state.primaryAccountId).toBe(savingsId);
    expect(state.userId).toBe(userId);
    expect(state.accounts[checkingId]?.accountName).toBe('Bills');
    expect(
      fold(accountBookDecider, [checkingOpened, checkingPrimary, { type: 'AccountPrimaryUnset', data: { accountId: checkingId } }])
        .primaryAccountId,
    ).toBeNull();
  });
});

describe('account book: balance adjustment', () => {
  it('records the difference to the derived balance, dated today by default', () => {
    spec
      .given([checkingOpened])
      .when(adjust({ balance: '1,250.75' }))
      .then([
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: 115075,
            date: '2025-11-05',
            previousBalanceCents: 10000,
            newBalanceCents: 125075,
          },
        },
      ]);
  });

  it('records negative differences and a given date', () => {
    spec
      .given([checkingOpened])
      .when(adjust({ balance: -20, date: '2025-11-01' }))
      .then([
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: -12000,
            date: '2025-11-01',
            previousBalanceCents: 10000,
            newBalanceCents: -2000,
          },
        },
      ]);
  });

  it('records nothing when the balance is unchanged', () => {
    spec
      .given([checkingOpened])
      .when(adjust({ balance: '100' }))
      .then([]);
  });

  it.each([
    ['', undefined, { balance: 'Balance is required' }],
    ['abc', undefined, { balance: 'Balance must be a valid number' }],
    ['1.001', undefined, { balance: 'Balance can have at most 2 decimal places' }],
    ['10', '2025/11/01', { date: 'Date must be a valid date (yyyy-mm-dd)' }],
  ])('refuses balance %j date %j', (balance, date, fields) => {
    spec
      .given([checkingOpened])
      .when(adjust({ balance, ...(date ? { date } : {}) }))
      .thenThrows(ValidationError, { fields });
  });

  it('is not found for a missing account', () => {
    spec.given([]).when(adjust({})).thenThrows(NotFoundError);
  });
});

describe('account book: only what the read models can hold (issue 12)', () => {
  const outOfRange = 'Date must be between 1901-01-01 and 2099-12-31';

  it.each(['0000-01-01', '1900-12-31', '2100-01-01', '9999-12-31'])('refuses a starting balance dated %s', (day) => {
    spec
      .given([])
      .when(open({ accountName: 'A', accountType: 'checking', startingBalanceAsOf: day }))
      .thenThrows(ValidationError, {
        fields: { startingBalanceAsOf: outOfRange },
      });
    spec
      .given([])
      .when(open({ accountName: 'A', accountType: 'checking', startingBalanceAsof: day }))
      .thenThrows(ValidationError, {
        fields: { startingBalanceAsOf: outOfRange },
      });
    spec
      .given([checkingOpened])
      .when(update({ startingBalanceAsOf: day }))
      .thenThrows(ValidationError, {
        fields: { startingBalanceAsOf: outOfRange },
      });
  });

  it('refuses a balance adjustment dated outside the window', () => {
    spec
      .given([checkingOpened])
      .when(adjust({ balance: '5', date: '0000-01-01' }))
      .thenThrows(ValidationError, { fields: { date: outOfRange } });
  });

  it('refuses control characters in the name, and in the description all but line breaks', () => {
    spec
      .given([])
      .when(open({ accountName: 'Ch\u0000ecking', accountType: 'checking' }))
      .thenThrows(ValidationError, {
        fields: { accountName: 'Account name must not contain control characters' },
      });
    spec
      .given([checkingOpened])
      .when(update({ description: 'a\u0007b' }))
      .thenThrows(ValidationError, {
        fields: { description: 'Description must not contain control characters' },
      });
    spec
      .given([checkingOpened])
      .when(update({ description: 'line one\nline two\ttab' }))
      .then([{ type: 'AccountUpdated', data: { ...checkingSnapshot, description: 'line one\nline two\ttab' } }]);
  });

  it('refuses a colour longer than a hex colour', () => {
    spec
      .given([])
      .when(open({ accountName: 'A', accountType: 'checking', color: '#3B82F6\u0000' }))
      .thenThrows(ValidationError, {
        fields: { color: 'Color must be a hex color like #3B82F6' },
      });
  });

  it('keeps a balance adjustment within decimal(10,2), though both balances are', () => {
    const message = { fields: { balance: 'Balance can change by less than 100,000,000 at once' } };
    spec
      .given([checkingOpened])
      .when(adjust({ balance: '99999999.99', context: { currentBalanceCents: -9_999_999_999 } }))
      .thenThrows(ValidationError, message);
    spec
      .given([checkingOpened])
      .when(update({ balance: '-99999999.99' }, { context: { currentBalanceCents: 1 } }))
      .thenThrows(ValidationError, message);
    spec
      .given([checkingOpened])
      .when(adjust({ balance: '99999999.99', context: { currentBalanceCents: 0 } }))
      .then([
        {
          type: 'BalanceAdjusted',
          data: {
            accountId: checkingId,
            adjustmentId,
            amountCents: 9_999_999_999,
            date: '2025-11-05',
            previousBalanceCents: 0,
            newBalanceCents: 9_999_999_999,
          },
        },
      ]);
  });
});
