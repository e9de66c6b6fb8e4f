/**
 * npm run bench                          runs every module
 * npm run bench -- --only projector      runs a subset (repeat the flag or use commas)
 * Prints ONE JSON document to stdout (date, machine, results per module); progress goes to stderr.
 * PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres), a fresh database per run.
 */
import os from 'node:os';
import { benchModules } from './modules';
import { log } from './types';

function selectModules(args: readonly string[]) {
  const only: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--only') only.push(...(args[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(','));
    else throw new Error(`unknown argument ${arg}; usage: bench/run.ts [--only name[,name]]`);
  }
  const names = only.map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !benchModules.some((m) => m.name === name));
  if (unknown.length > 0) throw new Error(`unknown module(s) ${unknown.join(', ')}; known: ${benchModules.map((m) => m.name).join(', ')}`);
  return names.length === 0 ? benchModules : benchModules.filter((m) => names.includes(m.name));
}

function machine() {
  const cpus = os.cpus();
  return {
    hostname: os.hostname(),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    availableParallelism: os.availableParallelism(),
    memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  };
}

async function main(): Promise<void> {
  const modules = selectModules(process.argv.slice(2));
  const started = new Date();
  const results: Record<string, unknown> = {};
  for (const module of modules) {
    log(`running ${module.name}`);
    results[module.name] = await module.run();
  }
  const document = {
    date: started.toISOString(),
    durationSec: Math.round((Date.now() - started.getTime()) / 1000),
    machine: machine(),
    results,
  };
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
