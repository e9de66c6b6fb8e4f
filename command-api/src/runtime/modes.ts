import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Db, EventStore } from '@life/infra';
import { migrate } from '@life/infra/db/migrate';
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import type { ProjectorLogger } from '@life/projector/logger';
import { CheckpointWatcher } from '@life/projector/read-your-writes';
import { ProjectionRunner } from '@life/projector/runner';
import { startEmbeddedJobs } from '@life/worker/embedded';
import { createApp } from '../app';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { ensureSessionSecret } from './session-secret';
import { buildWebIfStale, webDistIfBuilt } from './web-build';

/** What a started mode hands back: one call that winds everything down in order. */
export type Stop = () => Promise<void>;

const projectorLogger = (logger: Logger): ProjectorLogger => ({
  info: (message) => logger.info(message),
  error: (message, error) => logger.error({ err: error }, message),
});

async function openStorage(config: Config, dataDirDb: boolean, logger: Logger): Promise<{ db: Db; store: EventStore }> {
  const db = await openDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : dataDirDb ? { dataDir: join(config.dataDir, 'pglite') } : {},
  );
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const store = await openEventStore({ db, ...(config.eventStoreUrl ? { eventStoreUrl: config.eventStoreUrl } : {}) });
  return { db, store };
}

function listen(app: ReturnType<typeof createApp>, port: number, logger: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('listening', () => {
      logger.info({ port }, 'listening');
      resolve(server);
    });
    server.once('error', reject);
  });
}

/** Stops accepting, lets in-flight requests finish (10 s at most), then resolves. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function redisPing(config: Config, logger: Logger): Promise<{ ping: () => Promise<void>; close: () => Promise<void> } | undefined> {
  if (!config.redisUrl) return undefined;
  // Loaded only when Redis is configured: embedded mode never pays for ioredis/BullMQ.
  const { createRedis } = await import('@life/worker/queue');
  const redis = createRedis(config.redisUrl);
  redis.on('error', (error: Error) => logger.debug({ err: error.message }, 'redis connection error'));
  return {
    ping: async () => void (await redis.ping()),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

async function startHttp(config: Config, logger: Logger, db: Db, store: EventStore, extra: Partial<AppDeps>) {
  const watcher = new CheckpointWatcher(db);
  const redis = await redisPing(config, logger);
  const app = createApp({
    db,
    store,
    watcher,
    logger,
    config,
    clock: () => new Date(),
    ...(redis ? { redisPing: redis.ping } : {}),
    ...extra,
  });
  const server = await listen(app, config.port, logger);
  return async () => {
    await closeServer(server);
    await watcher.close();
    await redis?.close();
  };
}

/**
 * One process, no services: PGlite in DATA_DIR, projector, daily jobs and recurring generation
 * (the worker's event-log dispatcher, runs inline) in-process, the web app at /.
 */
export async function runEmbedded(config: Config, logger: Logger): Promise<Stop> {
  const sessionKeys = config.sessionKeys.length > 0 ? config.sessionKeys : [await ensureSessionSecret(config.dataDir)];
  if (!config.skipWebBuild) await buildWebIfStale(logger);
  const { db, store } = await openStorage(config, true, logger);
  const runner = new ProjectionRunner({ db, store, logger: projectorLogger(logger) });
  await runner.start();
  const jobs = startEmbeddedJobs({ db, store, logger });
  const webDistDir = webDistIfBuilt();
  if (!webDistDir) logger.info('web/dist not built; serving the API only');
  const stopHttp = await startHttp({ ...config, sessionKeys }, logger, db, store, webDistDir ? { webDistDir } : {});
  return async () => {
    await stopHttp();
    await jobs.stop();
    await runner.stop();
    await store.close();
    await db.close();
  };
}

/** API only, on PostgreSQL; any number may run side by side behind a load balancer. */
export async function runApi(config: Config, logger: Logger): Promise<Stop> {
  const { db, store } = await openStorage(config, false, logger);
  // The image builds web/ ahead of time; serve it when present so `docker compose up` gives the whole app.
  const webDistDir = webDistIfBuilt();
  const stopHttp = await startHttp(config, logger, db, store, webDistDir ? { webDistDir } : {});
  return async () => {
    await stopHttp();
    await store.close();
    await db.close();
  };
}

export async function runProjector(config: Config, logger: Logger): Promise<Stop> {
  const { db, store } = await openStorage(config, false, logger);
  const runner = new ProjectionRunner({ db, store, logger: projectorLogger(logger) });
  await runner.start();
  logger.info('projector started');
  return async () => {
    await runner.stop();
    await store.close();
    await db.close();
  };
}

/** BullMQ jobs, the daily schedules, and the event-log dispatcher that enqueues recurring generation jobs. */
export async function runWorker(config: Config, logger: Logger): Promise<Stop> {
  const { db, store } = await openStorage(config, false, logger);
  const { startWorker } = await import('@life/worker/worker');
  const worker = await startWorker({ db, store, logger, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) });
  return async () => {
    await worker.close();
    await store.close();
    await db.close();
  };
}
