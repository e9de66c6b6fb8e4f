/**
 * Process entry for every runtime mode, run as the bundle scripts/build-server.mjs makes:
 *   node dist/server/main.mjs embedded|api|projector|worker   (npm start = embedded; npm run start:<mode>)
 * Invalid configuration prints one message listing every problem and exits 1.
 */
import { ConfigError, loadConfig, runtimeModes, type RuntimeMode } from './config';
import { createLogger } from './logger';
import { runApi, runEmbedded, runProjector, runWorker, type Stop } from './runtime/modes';

const starters: Record<RuntimeMode, typeof runEmbedded> = {
  embedded: runEmbedded,
  api: runApi,
  projector: runProjector,
  worker: runWorker,
};

async function main(): Promise<void> {
  const mode = (process.argv[2] ?? 'embedded') as RuntimeMode;
  if (!runtimeModes.includes(mode)) {
    console.error(`Unknown mode "${mode}". Use one of: ${runtimeModes.join(', ')}`);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig(process.env, mode);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel }).child({ mode });

  let stop: Stop;
  try {
    stop = await starters[mode](config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'startup failed');
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
