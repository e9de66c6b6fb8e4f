import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app (web/dist) for non-/api GET/HEAD requests: real files as they are,
 * any other path gets index.html so client-side routes survive a reload (SPA fallback).
 * Vite's hashed assets are cached for a year; index.html is always revalidated.
 */
export function serveWeb(distDir: string): Middleware {
  const root = resolve(distDir);
  // next typed as Promise<void> (Koa says Promise<any>): what it resolves to is never used.
  return async (ctx, next: () => Promise<void>) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    let path = resolve(join(root, relative));
    // Never serve outside dist (../ tricks) and never serve directories.
    let info = path.startsWith(root + sep) ? await fileAt(path) : undefined;
    if (!info) {
      // Missing files with an extension are real 404s (a stale asset URL should not get HTML).
      if (extname(relative) && !relative.endsWith('.html')) return next();
      path = join(root, 'index.html');
      info = await fileAt(path);
      if (!info) return next();
    }
    const isIndex = path === join(root, 'index.html');
    ctx.set(
      'Cache-Control',
      isIndex ? 'no-cache' : relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    ctx.set('Last-Modified', info.mtime.toUTCString());
    ctx.type = extname(path);
    ctx.length = info.size;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // HEAD: headers only (Koa ends the response without a body); no file stream to leak.
    if (ctx.method === 'HEAD') ctx.status = 200;
    else ctx.body = createReadStream(path);
  };
}
