/** A fresh migrated database plus the SQL event store on it, from infra's test helper. */
import { openTestEventStore, type TestDbKind } from '@life/infra/testing/test-db';

export { testDbKinds, type TestDbKind } from '@life/infra/testing/test-db';

export function openWorkerTestDb(kind: TestDbKind = 'pglite') {
  return openTestEventStore(kind);
}
