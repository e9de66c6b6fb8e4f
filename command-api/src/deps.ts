import type { Db, EventStore, Position } from '@life/infra';
import type { Projection } from '@life/projector/projection';
import type { Config } from './config';
import type { Logger } from './logger';

/** What query handlers need from read-your-writes (projector's CheckpointWatcher fits). */
export interface ReadModelWatcher {
  /** True once every named projection has applied everything up to minPosition; false after timeoutMs. */
  waitFor(names: readonly string[], minPosition: Position, timeoutMs?: number): Promise<boolean>;
}

/** Everything the HTTP app uses; main.ts and the test app build it. */
export interface AppDeps {
  db: Db;
  store: EventStore;
  watcher: ReadModelWatcher;
  logger: Logger;
  /** generationWaitMs, writeLimit: absent means DEFAULT_GENERATION_WAIT_MS, DEFAULT_WRITE_LIMIT (config.ts). */
  config: Pick<Config, 'sessionKeys' | 'trustProxy' | 'scryptCost' | 'oidc' | 'operatorToken'> &
    Partial<Pick<Config, 'generationWaitMs' | 'writeLimit'>>;
  clock: () => Date;
  /** Projections whose lag /api/health reports (defaults to allProjections). */
  projections?: readonly Projection[];
  /** Present when Redis is configured; /api/health reports it. */
  redisPing?: () => Promise<void>;
  /** Built web app to serve at / with SPA fallback (embedded mode). */
  webDistDir?: string;
}
