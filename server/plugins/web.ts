import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { TWebContext } from '../web-context';
import { acceptedEncoding, compressBody, varyOnEncoding } from './compress-sync';
import { createPageCache, type TPageAnswer } from './page-cache';

export type TWebMode = 'build' | 'dev';

const root = path.resolve(import.meta.dirname, '../..');
// BUILD_DIR lets parallel test runs keep their own build (playwright.config.ts).
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const serverBuildFile = path.join(buildDir, 'server', 'index.js');

/**
 * Hands every path that is not the API to React Router's SSR handler (docs/decisions/0003-ssr-in-fastify.md).
 * `build` serves the production build with long-cached assets; `dev` runs Vite in middleware mode.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { mode: TWebMode; context: (request: FastifyRequest) => TWebContext },
): Promise<void> {
  // dev: a function, so each request gets Vite's latest modules; build: the object itself, which
  // React Router derives its route tables from once (a function is derived again per request)
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite.close());
  } else {
    if (!existsSync(serverBuildFile)) {
      throw new Error(
        `The web app is not built (${serverBuildFile} is missing): run "npm run build".`,
      );
    }
    build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      index: false,
      // scripts/precompress.mjs wrote .br and .gz beside each asset at build time
      preCompressed: true,
      // without this, send's own `max-age=0` replaces the header that setHeaders writes
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // anonymous visitors' pages, for a few seconds (docs/decisions/0039-page-cache.md); not in dev
  const seconds = options.mode === 'build' ? app.config.pageCacheSeconds : 0;
  const pageCache =
    seconds > 0 ? createPageCache({ ttlMs: seconds * 1000, maxEntries: 2000 }) : undefined;
  if (pageCache) {
    app.addHook('onResponse', async (request, reply) =>
      pageCache.noteResponse(request.method, request.url, reply.statusCode),
    );
  }
  const handle = createRequestHandler(build, options.mode === 'dev' ? 'development' : 'production');

  await app.register(async (scope) => {
    // React Router reads the raw body itself (form actions), so Fastify must not parse it here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const render = () => handle(toFetchRequest(request, reply), options.context(request));
        const key = pageCache?.keyOf(request);
        if (!pageCache || !key) return sendFetchResponse(reply, await render());
        const answer = await pageCache.serve(key, request.cspNonce, render);
        return answer instanceof Response
          ? sendFetchResponse(reply, answer)
          : sendPage(reply, answer, String(request.headers['accept-encoding'] ?? ''));
      },
    });
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  // the visitor left before the whole answer went out: the render and its loaders may stop (a
  // response emits 'close' after every answer; aborting a finished one made an AbortError for
  // nothing, 0.5 % of a client navigation's CPU)
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * A page from the cache, compressed here in one synchronous call (compress-sync.ts), where the
 * compress plugin's stream costs several milliseconds (bench/load: 250 → 1,000+ cached pages a
 * second). The plugin leaves an encoded body alone.
 */
function sendPage(reply: FastifyReply, page: TPageAnswer, accepted: string): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(accepted);
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(compressBody(page.body, encoding));
}

/**
 * React Router's answer, sent on as one buffer. Its answers are server-rendered pages (HTML), the
 * data of client-side navigations (single fetch, `text/x-script`) and redirects: the app has no
 * resource route, and no loader returns a promise to stream later, so each answer is whole as soon
 * as its render is. Read whole, the synchronous compression (compress-sync.ts) compresses it in one
 * call, with a Content-Length; streamed, the compress plugin took it in React's many small chunks,
 * each through zlib's thread pool: a logged-in visitor's boat page cost about 15 % more CPU, a
 * navigation's data 32 % more (decisions 0063 and 0065).
 */
async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
