import { randomUUID } from 'node:crypto';
import { recurringMessages, recurringTransactionStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { createAccount, useTestApp } from '../testing/route-test';

const LIMIT_MESSAGE = 'A recurring transaction can create at most 10,000 occurrences at once';
const TOO_MANY = { error: LIMIT_MESSAGE, fields: { startDate: LIMIT_MESSAGE } };

/**
 * Issue 22: one request may set at most MAX_OCCURRENCES_AT_ONCE occurrences to be written. Within the
 * window (one year back unless asked, through 31 December of next year) only a weekly rule asked for
 * in full late in the supported range gets there, so the clock is moved to 2098 (horizon 2099-12-31:
 * weekly since 1901 is 10,384 days). Generation is off: every refusal comes before any work.
 */
describe.each(oneTestDbKind())('recurring transactions: the limit per request (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  async function ownerIn2098() {
    const ahead = Date.parse('2098-06-01T12:00:00Z') - app.clock.now().getTime();
    if (ahead > 0) app.clock.advance(ahead);
    app.deps.config.generationWaitMs = 100;
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking', startingBalanceAsof: '2098-01-01' });
    const body = {
      title: 'Weekly',
      amount: '1.00',
      type: 'expense',
      fromAccountId: checking.id,
      frequency: 'weekly',
      startDate: '1901-01-01',
    };
    return { owner, body };
  }

  it('POST refuses a rule asked for in full beyond the limit (400 on startDate, nothing stored); without asking it is accepted', async () => {
    const { owner, body } = await ownerIn2098();
    const spec = apiSpec(app).given(owner);
    const refused = await spec
      .when(POST('/api/recurring-transactions', { ...body, includeOlderOccurrences: true }))
      .then(400, expectNewEvents([]));
    expect(refused.body).toEqual(TOO_MANY);
    expect(LIMIT_MESSAGE).toBe(recurringMessages.tooManyOccurrences);

    const created = await owner.client.post('/api/recurring-transactions', body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ startDate: '1901-01-01', generation: 'pending' });
  });

  it('PUT refuses asking for the older occurrences beyond the limit; an edit without it goes through', async () => {
    const { owner, body } = await ownerIn2098();
    const { id } = await (await owner.client.post('/api/recurring-transactions', body)).json();
    const spec = apiSpec(app).given(owner);
    const refused = await spec
      .when(PUT(`/api/recurring-transactions/${id}`, { title: 'All of them', includeOlderOccurrences: true }))
      .then(400, expectNewEvents([]));
    expect(refused.body).toEqual(TOO_MANY);
    const renamed = await owner.client.put(`/api/recurring-transactions/${id}`, { title: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: 'Renamed' });
  });

  it('POST .../generate refuses a rule whose window holds more than the limit', async () => {
    const { owner } = await ownerIn2098();
    // Asked for in full in 2026 (6,624 weeks then): by 2098 the horizon holds 10,384.
    const recurringTransactionId = randomUUID();
    const streamId = recurringTransactionStreamId(recurringTransactionId);
    await app.deps.store.append(
      streamId,
      [
        {
          type: 'RecurringTransactionCreated',
          data: {
            recurringTransactionId,
            userId: owner.user.id,
            title: 'Weekly',
            amountCents: 100,
            type: 'income',
            category: '',
            transactionCategoryIds: [],
            fromAccountId: null,
            toAccountId: randomUUID(),
            frequency: 'weekly',
            startDate: '1901-01-01',
            endDate: null,
            biMonthlyDates: [],
            isActive: true,
            autoPost: false,
            occurrencesFrom: '1901-01-01',
          },
          metadata: { userId: owner.user.id, occurredAt: '2026-11-27T00:00:00.000Z', schemaVersion: 1, today: '2026-11-27' },
        },
      ],
      { expectedRevision: 'no-stream' },
    );
    const refused = await apiSpec(app)
      .given(owner)
      .when(POST(`/api/recurring-transactions/${recurringTransactionId}/generate`))
      .then(400, expectNewEvents([]));
    expect(refused.body).toEqual(TOO_MANY);
  });
});
