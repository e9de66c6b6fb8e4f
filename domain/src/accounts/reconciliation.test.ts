import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { draftOrThrow } from '../shared/zod';
import { accountBookDecider } from './decider';
import type { AccountEvent } from './events';
import { checkReconciliation, reconciliationMessages, type ReconcileAccount } from './reconciliation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const checkingId = 'c0000000-0000-4000-8000-000000000001';
const reconciliationId = 'e0000000-0000-4000-8000-000000000001';
const tx1 = 'f0000000-0000-4000-8000-000000000001';
const tx2 = 'f0000000-0000-4000-8000-000000000002';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };

const spec = deciderSpec(accountBookDecider);
const opened: AccountEvent = {
  type: 'AccountOpened',
  data: {
    accountId: checkingId,
    userId,
    accountName: 'Everyday',
    accountType: 'checking',
    startingBalanceCents: 50000,
    startingBalanceAsOf: '2025-10-01',
    creditLimitCents: null,
    description: '',
    color: '#3B82F6',
    isActive: true,
  },
};
const deleted: AccountEvent = { type: 'AccountDeleted', data: { accountId: checkingId, wasPrimary: false } };

const reconcile = (clearedBalanceCents: number, body = { statementDate: '2025-10-31', statementBalance: '412.34' }): ReconcileAccount => ({
  type: 'ReconcileAccount',
  data: {
    accountId: checkingId,
    reconciliationId,
    draft: draftOrThrow(checkReconciliation(body)),
    clearedBalanceCents,
    transactionIds: [tx1, tx2],
  },
  metadata,
});

describe('accounts: reconcile to a statement (issue 24)', () => {
  it('records AccountReconciled with the statement and the locked transactions at a difference of 0', () => {
    spec
      .given([opened])
      .when(reconcile(41234))
      .then([
        {
          type: 'AccountReconciled',
          data: {
            accountId: checkingId,
            reconciliationId,
            statementDate: '2025-10-31',
            statementBalanceCents: 41234,
            transactionIds: [tx1, tx2],
          },
        },
      ]);
  });

  it('refuses any difference, even one cent, naming it', () => {
    const error = spec.given([opened]).when(reconcile(41233)).thenThrows(ConflictError);
    expect(error.message).toBe(reconciliationMessages.notBalanced(1));
    expect(error.message).toContain('0.01');
    spec.given([opened]).when(reconcile(41235)).thenThrows(ConflictError);
  });

  it('is NotFound for a missing or deleted account', () => {
    spec.given([]).when(reconcile(41234)).thenThrows(NotFoundError);
    spec.given([opened, deleted]).when(reconcile(41234)).thenThrows(NotFoundError);
  });

  it('a reconciliation does not change the account book', () => {
    spec
      .given([
        opened,
        {
          type: 'AccountReconciled',
          data: { accountId: checkingId, reconciliationId, statementDate: '2025-10-31', statementBalanceCents: 1, transactionIds: [] },
        },
      ])
      .when(reconcile(-500, { statementDate: '2025-11-30', statementBalance: '-5' }))
      .then([
        {
          type: 'AccountReconciled',
          data: {
            accountId: checkingId,
            reconciliationId,
            statementDate: '2025-11-30',
            statementBalanceCents: -500,
            transactionIds: [tx1, tx2],
          },
        },
      ]);
  });

  it('refuses a statement day before the latest reconciliation, on the field, and allows that same day', () => {
    const data = (statementDate: string) => ({
      accountId: checkingId,
      reconciliationId,
      statementDate,
      statementBalanceCents: 41234,
      transactionIds: [] as string[],
    });
    const reconciled = (statementDate: string): AccountEvent => ({ type: 'AccountReconciled', data: data(statementDate) });
    const error = spec
      .given([opened, reconciled('2025-09-30'), reconciled('2025-11-30')])
      .when(reconcile(41234))
      .thenThrows(ValidationError);
    expect(error.fields).toEqual({ statementDate: reconciliationMessages.beforeLatest('2025-11-30') });
    spec
      .given([opened, reconciled('2025-10-31')])
      .when(reconcile(41234))
      .then([{ type: 'AccountReconciled', data: { ...data('2025-10-31'), transactionIds: [tx1, tx2] } }]);
  });

  it('checks the statement body: day and balance (any sign, cents exact)', () => {
    expect(checkReconciliation({})).toEqual({
      ok: false,
      messages: { statementDate: reconciliationMessages.statementDateRequired, statementBalance: 'Statement balance is required' },
    });
    expect(checkReconciliation({ statementDate: '2025-02-30', statementBalance: '1.234' })).toMatchObject({
      ok: false,
      messages: { statementDate: reconciliationMessages.statementDateInvalid },
    });
    expect(checkReconciliation({ statementDate: '2100-01-01', statementBalance: '1' })).toMatchObject({
      messages: { statementDate: reconciliationMessages.statementDateOutOfRange },
    });
    expect(checkReconciliation({ statementDate: '2025-10-31', statementBalance: '-1,234.5' })).toEqual({
      ok: true,
      draft: { statementDate: '2025-10-31', statementBalanceCents: -123450 },
    });
    expect(() => draftOrThrow(checkReconciliation({ statementDate: 'x', statementBalance: 'y' }))).toThrow(ValidationError);
  });
});
