import { randomUUID } from 'node:crypto';
import type { EventStore } from '@life/infra';
import { oneTestDbKind, openTestEventStore } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForGeneration } from './wait-for-generation';

const metadata = { userId: 'user-1', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };

function report(forRevision: number) {
  return {
    type: 'RecurringOccurrencesGenerated',
    data: { recurringTransactionId: 'r', forRevision, through: null, created: 0, updated: 0, deleted: 0, posted: 0 },
    metadata,
  };
}

const rule = (type: string) => ({ type, data: { recurringTransactionId: 'r' }, metadata });

describe.each(oneTestDbKind())('waitForGeneration (%s)', (kind) => {
  let store: EventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await openTestEventStore(kind));
  });
  afterAll(() => close?.());

  it('returns the position of a report already written for the revision', async () => {
    const streamId = `recurring-transaction-${randomUUID()}`;
    await store.append(streamId, [rule('RecurringTransactionCreated')], { expectedRevision: 'no-stream' });
    const { position } = await store.append(streamId, [report(0)], { expectedRevision: 0 });
    expect(await waitForGeneration(store, streamId, 0, 1000)).toBe(position);
  });

  it('waits for a report appended later, skipping stale ones (an older forRevision)', async () => {
    const streamId = `recurring-transaction-${randomUUID()}`;
    await store.append(streamId, [rule('RecurringTransactionCreated'), rule('RecurringTransactionUpdated')], {
      expectedRevision: 'no-stream',
    });
    const started = Date.now();
    const waiting = waitForGeneration(store, streamId, 1, 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await store.append(streamId, [report(0)], { expectedRevision: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { position } = await store.append(streamId, [report(1)], { expectedRevision: 2 });
    expect(await waiting).toBe(position);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers null once the time is up without a report (the worker is behind)', async () => {
    const streamId = `recurring-transaction-${randomUUID()}`;
    await store.append(streamId, [rule('RecurringTransactionCreated'), rule('RecurringGenerationRequested')], {
      expectedRevision: 'no-stream',
    });
    await store.append(streamId, [report(0)], { expectedRevision: 1 });
    const started = Date.now();
    expect(await waitForGeneration(store, streamId, 1, 400)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(await waitForGeneration(store, streamId, 1, 0)).toBeNull();
  });
});
