import { describe, it } from 'vitest';
import { openTestEventStore, testDbKinds } from '../testing/test-db';
import { eventStoreContract, outOfOrderCommitContract } from './contract';
import { EsdbEventStore } from './esdb-store';

for (const kind of testDbKinds()) {
  eventStoreContract(kind, () => openTestEventStore(kind));
}
if (testDbKinds().includes('postgres')) {
  outOfOrderCommitContract('postgres', () => openTestEventStore('postgres'));
}

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  eventStoreContract('eventstoredb', () => {
    const store = EsdbEventStore.connect(eventStoreUrl);
    return Promise.resolve({ store, close: () => store.close() });
  });
} else {
  console.info('EventStoreDB contract not run: EVENTSTORE_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false)');
  describe.skip('EventStore contract: eventstoredb (EVENTSTORE_URL not set)', () => {
    it('needs EVENTSTORE_URL', () => {});
  });
}
