import { benchAppends } from '@life/infra/event-store/bench';
import { backendKinds, openBenchBackend } from './backends';
import { log, type BenchModule } from './types';

/** Append throughput of the SQL event store (the benchmark itself lives in infra). */
export const appendsBench: BenchModule = {
  name: 'appends',
  async run() {
    const results: Record<string, unknown> = {};
    for (const kind of backendKinds) {
      log(`appends on ${kind}`);
      const backend = await openBenchBackend(kind);
      try {
        results[kind] = await benchAppends(backend.store);
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};
