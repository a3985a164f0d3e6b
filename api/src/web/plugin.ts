import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Deployments, PORTAL_APPS, type PortalApp } from './deployments';
import { FirstScreenPages } from './first-screen';
import { SERVER_FOLDER } from './server-drawing';

export interface WebOptions {
  /** The workspace folder that holds each app folder (shell, mfe-admission, ...) with its dist deploys. */
  root: string;
}

/**
 * Served even while the API sheds load (a stalled event loop, security-headers.ts): the API's 503 is
 * retried by the portal's own code with the draft kept, but a browser never fetches a refused
 * stylesheet or script again, and the page would stay unstyled and dead. Files cost little (sent
 * from disk), and a page is drawn on the server only when it is not too busy (server-drawing.ts).
 */
const servedUnderPressure = () => undefined;
// Static files are not API work: a page load fetches dozens of them, so they don't count against the per-client API rate limit.
const ROUTE_OPTIONS = { schema: { hide: true }, config: { rateLimit: false, pressureHandler: servedUnderPressure } } as const;
/** Files every visitor gets alike: answered without a cookie, so a shared cache or CDN may keep them (csrf.ts). */
const FILE_ROUTE_OPTIONS = { ...ROUTE_OPTIONS, config: { ...ROUTE_OPTIONS.config, xsrfCookie: false } } as const;
const NO_CACHE = 'no-cache';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
// Pages are compressed on every request: a quick setting (about 1 ms for a page) keeps most of the gain.
const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** br when the browser takes it, else gzip, else none (q=0 means "not this one"). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the portal's browser apps on the API's origin: versioned files (immutable), /remotes.json
 * (never cached), the service worker, and the shell's index.html for every page route, with what its
 * first screen needs (first-screen.ts).
 */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const deployments = new Deployments(options.root);
  const pages = new FirstScreenPages(app, deployments);
  app.addHook('onReady', () => pages.prepare());
  await app.register(fastifyStatic, { root: options.root, serve: false, preCompressed: true });

  const sendShellFile = async (reply: FastifyReply, file: string, cacheControl: string) => {
    const shell = await deployments.current('shell');
    if (!shell) return reply.code(503).type('text/plain').send('The portal is being deployed. Try again in a minute.');
    reply.header('cache-control', cacheControl);
    return reply.sendFile(file, path.join(deployments.distDir('shell'), shell.version), { cacheControl: false });
  };

  app.get('/remotes.json', FILE_ROUTE_OPTIONS, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return deployments.remotesDocument();
  });

  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/apps/:app/:version/*',
    FILE_ROUTE_OPTIONS,
    async (request, reply) => {
      const { app: name, version } = request.params;
      if (!(PORTAL_APPS as readonly string[]).includes(name)) return reply.callNotFound();
      const file = request.params['*'];
      // A deploy's server module is the server's own (server-drawing.ts), not a file for browsers.
      if (file.split('/')[0] === SERVER_FOLDER) return reply.callNotFound();
      const target = await deployments.deployedFile(name as PortalApp, version, file);
      if (!target) return reply.callNotFound();
      // Nothing in a version folder ever changes, its manifest neither: a page's files fetched ahead
      // (shell/src/fetch-ahead-worker.ts) are taken from the cache without asking again.
      reply.header('cache-control', IMMUTABLE);
      reply.header('access-control-allow-origin', '*');
      return reply.sendFile(path.basename(target), path.dirname(target), { cacheControl: false });
    },
  );

  app.get('/sw.js', FILE_ROUTE_OPTIONS, async (_request, reply) => {
    reply.header('service-worker-allowed', '/');
    return sendShellFile(reply, 'sw.js', NO_CACHE);
  });

  // Every other GET outside /api and /dev is a page of the single-page app.
  app.get('/*', ROUTE_OPTIONS, async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/') || url.startsWith('/apps/')) return reply.callNotFound();
    const page = await pages.render(request, reply);
    if (page === null) return reply.code(503).type('text/plain').send('The portal is being deployed. Try again in a minute.');
    // The page carries the session's answer (first-screen.ts): personal, so no cache keeps it.
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    // The carried message catalogue makes the page about 40 KB: a phone gets a tenth of that.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page);
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? await brotli(page, BROTLI_FAST) : await gzip(page));
  });
};
