import { randomUUID } from 'node:crypto';
import { accountBookStreamId, type AccountOpenedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyAccountsProjection } from './accounts';
import { listAccounts } from './queries';

describe.each(testDbKinds())('money-accounts projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const book = accountBookStreamId(userId);
  const checking = randomUUID();
  const savings = randomUUID();
  const spec = () => projectionSpec(moneyAccountsProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };

  const fields = (accountId: string, accountName: string): Omit<AccountOpenedEvent['data'], 'userId'> => ({
    accountId,
    accountName,
    accountType: 'checking',
    startingBalanceCents: 10_000,
    startingBalanceAsOf: '2025-11-01',
    creditLimitCents: null,
    description: '',
    color: 'blue',
    isActive: true,
  });
  const opened = (accountId: string, accountName: string) =>
    ({ streamId: book, type: 'AccountOpened', data: { ...fields(accountId, accountName), userId } }) as const;

  it('AccountOpened inserts the account, not primary, created and updated when it happened', async () => {
    await spec()
      .given([])
      .when([opened(checking, 'Checking')])
      .then('money_accounts', [
        {
          user_id: userId,
          id: checking,
          account_name: 'Checking',
          account_type: 'checking',
          starting_balance_cents: 10_000,
          starting_balance_asof: '2025-11-01',
          credit_limit_cents: null,
          is_active: true,
          is_primary: false,
          deleted: false,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('AccountOpened replayed for an existing account changes nothing', async () => {
    await spec()
      .given([opened(checking, 'Checking')])
      .when([{ ...opened(checking, 'Renamed'), metadata: later }])
      .then('money_accounts', [{ id: checking, account_name: 'Checking', updated_at: '2025-11-15T12:00:00.000Z' }]);
  });

  it('AccountUpdated overwrites the editable fields and updated_at', async () => {
    await spec()
      .given([opened(checking, 'Checking')])
      .when([
        {
          streamId: book,
          type: 'AccountUpdated',
          data: { ...fields(checking, 'Visa'), accountType: 'credit_card', creditLimitCents: 50_000, color: 'red', isActive: false },
          metadata: later,
        },
      ])
      .then('money_accounts', [
        {
          id: checking,
          account_name: 'Visa',
          account_type: 'credit_card',
          credit_limit_cents: 50_000,
          color: 'red',
          is_active: false,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-16T08:30:00.000Z',
        },
      ]);
  });

  it('AccountMadePrimary moves the one primary flag to the account', async () => {
    await spec()
      .given([
        opened(checking, 'Checking'),
        opened(savings, 'Savings'),
        { streamId: book, type: 'AccountMadePrimary', data: { accountId: checking, previousPrimaryId: null } },
      ])
      .when([{ streamId: book, type: 'AccountMadePrimary', data: { accountId: savings, previousPrimaryId: checking } }])
      .then('money_accounts', [
        { id: checking, is_primary: false },
        { id: savings, is_primary: true },
      ]);
  });

  it('AccountPrimaryUnset leaves the user without a primary account', async () => {
    await spec()
      .given([
        opened(checking, 'Checking'),
        { streamId: book, type: 'AccountMadePrimary', data: { accountId: checking, previousPrimaryId: null } },
      ])
      .when([{ streamId: book, type: 'AccountPrimaryUnset', data: { accountId: checking } }])
      .then('money_accounts', [{ id: checking, is_primary: false }]);
  });

  it('AccountDeleted soft-deletes the account and drops its primary flag; lists no longer show it', async () => {
    const given = [
      opened(checking, 'Checking'),
      opened(savings, 'Savings'),
      { streamId: book, type: 'AccountMadePrimary', data: { accountId: checking, previousPrimaryId: null } },
    ] as const;
    const when = [{ streamId: book, type: 'AccountDeleted', data: { accountId: checking, wasPrimary: true }, metadata: later }] as const;
    await spec()
      .given(given)
      .when(when)
      .then('money_accounts', [
        { id: checking, deleted: true, is_primary: false, updated_at: '2025-11-16T08:30:00.000Z' },
        { id: savings, deleted: false, is_primary: false, updated_at: '2025-11-15T12:00:00.000Z' },
      ]);
    const live = await listAccounts(env.db, userId, '2025-11-16');
    expect(live.map((row) => row.id)).toEqual([savings]);
  });

  it('thenRows: a read-side query sees the projected account with its balance', async () => {
    await spec()
      .given([])
      .when([opened(savings, 'Savings')])
      .thenRows(
        async (q) => (await listAccounts(q, userId, '2025-11-16')).map((row) => [row.accountName, row.balance_posted_cents]),
        [['Savings', '10000']],
      );
  });
});
