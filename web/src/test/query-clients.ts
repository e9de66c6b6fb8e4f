import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';

/** Every query client a test made, so the shared setup can empty them after it (test files share a worker). */
const clients = new Set<QueryClient>();

/** The app's query client, emptied after the test: what tests render with. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  clients.add(client);
  return client;
}

/**
 * Cancel every query (a cancelled query settles silently) and drop every cached query and mutation,
 * so nothing of a finished test refetches, polls or keeps a garbage-collection timer into the next one.
 */
export function clearTestQueryClients(): void {
  for (const client of clients) {
    void client.cancelQueries();
    client.clear();
  }
  clients.clear();
}
