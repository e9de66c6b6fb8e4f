import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * domain/ is pure: no database, network, queue, file system or process access. This test reads the
 * source text of every .ts file under domain/src (tests included; only this file is exempt,
 * since it must read files) and fails on any import of an I/O package or a Node built-in.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SELF = fileURLToPath(import.meta.url);

const FORBIDDEN_PACKAGES = [
  /^pg(-.*)?$/,
  /^postgres$/,
  /^@electric-sql\//,
  /^@eventstore\//,
  /^koa(-.*)?$/,
  /^@koa\//,
  /^bullmq$/,
  /^ioredis$/,
  /^redis$/,
  /^@redis\//,
  /^undici$/,
  /^ws$/,
  /^axios$/,
  /^node-fetch$/,
  /^@life\/(infra|projector|command-api|worker|web)(\/.*)?$/,
];
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, name.split('/')[0]!]));

/** Why a module specifier is not allowed in domain/, or null when it is. */
function forbiddenReason(specifier: string): string | null {
  if (specifier.startsWith('node:')) return 'Node built-in';
  if (BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!)) return 'Node built-in';
  if (FORBIDDEN_PACKAGES.some((pattern) => pattern.test(specifier))) return 'I/O package';
  return null;
}

/** Every module specifier in the text: static and dynamic imports, re-exports, require(). */
function importedModules(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const specifiers: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return entry.name.endsWith('.ts') || entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('domain purity', () => {
  it('detects every way of importing an I/O module', () => {
    const sample = [
      "import { Pool } from 'pg';",
      'import type { PGlite } from "@electric-sql/pglite";',
      "import * as esdb from '@eventstore/db-client';",
      "import Koa from 'koa';",
      "import Router from '@koa/router';",
      "import bodyParser from 'koa-bodyparser';",
      "export { Queue } from 'bullmq';",
      "import 'ioredis';",
      "const fs = await import('node:fs/promises');",
      "const cp = require('child_process');",
      "import {\n  createServer,\n} from 'http';",
      "import net from 'net';",
      "import { readFile } from 'fs';",
      "import { db } from '@life/infra';",
    ].join('\n');
    const found = importedModules(sample);
    expect(found).toHaveLength(14);
    expect(found.filter((specifier) => forbiddenReason(specifier) === null)).toEqual([]);
  });

  it('allows zod, vitest and relative imports, and ignores comments', () => {
    const sample = [
      "import { z } from 'zod';",
      "import { describe } from 'vitest';",
      "import { money } from '../shared/money';",
      "// import { Pool } from 'pg';",
      "/* import Koa from 'koa'; */",
      "const url = 'https://example.com'; // import 'net'",
    ].join('\n');
    expect(importedModules(sample).map(forbiddenReason)).toEqual([null, null, null]);
  });

  it('finds no I/O imports in domain/src', () => {
    const files = tsFiles(SRC).filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(10);
    const offences = files.flatMap((file) =>
      importedModules(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const reason = forbiddenReason(specifier);
        return reason ? [`${relative(SRC, file)} imports '${specifier}' (${reason})`] : [];
      }),
    );
    expect(offences).toEqual([]);
  });
});
