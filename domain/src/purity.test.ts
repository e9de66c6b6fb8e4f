import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
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

/**
 * No module of domain/src imports itself back through relative imports (type-only imports and
 * re-exports count: a circle commands.ts -> schemas.ts -> validation.ts -> commands.ts makes the
 * layers unreadable even when it compiles). Parse at the edge (schemas.ts -> validation.ts ->
 * rules.ts), commands carry drafts (commands.ts -> drafts.ts, types only), decide on them.
 * Relative module specifiers of static imports and re-exports (comments stripped). */
function relativeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/** The first cycle found by depth-first search over the import graph, as a list of nodes (first = last), or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('domain import graph', () => {
  it('finds a cycle, and only a cycle', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull();
    expect(
      relativeImports("import type { A } from './a';\nexport * from '../b';\n// import { c } from './c';\nimport { z } from 'zod';"),
    ).toEqual(['./a', '../b']);
  });

  it('has no import cycle within domain/src', () => {
    const files = tsFiles(SRC).filter((file) => !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const graph = new Map(
      files.map((file) => [
        relative(SRC, file),
        relativeImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
          const target = resolveModule(file, specifier);
          return target ? [relative(SRC, target)] : [];
        }),
      ]),
    );
    expect(findCycle(graph)).toBeNull();
  });
});
