import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type TEncoding = 'br' | 'gzip';

/**
 * The encoding of an answer to a request that sent `header` (Accept-Encoding): brotli when it is
 * accepted, else gzip, else none. A coding is accepted when listed (or covered by `*`) with a
 * quality above 0; `x-gzip` is gzip.
 */
export function acceptedEncoding(header: string | undefined): TEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (coding: TEncoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * `body` compressed in one synchronous call: brotli at quality 3 (text mode) or gzip at level 3,
 * well under a millisecond for a 100 KB page. Brotli's window is the body's size (rounded up to a
 * power of two): the same output as its default 4 MB window, whose setup cost about twice the
 * compression itself for a page of search results (11 KB: 140 → 55 µs).
 */
export function compressBody(body: string | Buffer, encoding: TEncoding): Buffer {
  if (encoding === 'br') {
    const bytes = Buffer.byteLength(body);
    const window = Math.ceil(Math.log2(Math.max(bytes, 1)));
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: 3,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(
        zlib.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlib.BROTLI_MIN_WINDOW_BITS, window),
      ),
    };
    return brotliCompressSync(body, { params });
  }
  return gzipSync(body, { level: 3 });
}

/**
 * Brotli's options for the streamed answers the compress plugin encodes (files such as the API
 * documentation's scripts and styles; server-rendered pages were streamed too until decision
 * 0065): its quality 4, with a 256 KB window instead of brotli's default 4 MB (a stream cannot
 * size its window to a body it has not seen). With the default window a logged-in visitor's boat
 * page cost about 30 ms of CPU, most of it on libuv's thread pool where zlib streams run; with
 * this one about 20 (docs/decisions/0062-streamed-brotli-window.md). Answers under 256 KB
 * compress the same.
 */
export const streamedBrotliOptions = {
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 4,
    [zlib.BROTLI_PARAM_LGWIN]: 18,
  },
};

/** Adds `accept-encoding` to the answer's Vary header. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

const compressible =
  /^(text\/|application\/(json|javascript|xml|[\w.-]+\+json|[\w.-]+\+xml)\b|image\/svg\+xml)/i;

/**
 * Answers whose whole body is at hand (the API's JSON, sitemaps, robots.txt) are compressed here
 * in one synchronous call, from `threshold` bytes, when the client accepts brotli or gzip. The
 * compress plugin would turn each into a stream through zlib's thread pool: about 0.6 ms of CPU
 * for a page of search results, where this takes about 0.1 ms (docs/decisions/0044). The web
 * app's pages and navigation data are sent whole and compressed here too (decision 0065); streamed
 * bodies (files) are left to the plugin, which leaves an encoded body alone.
 */
export function registerSyncCompression(app: FastifyInstance, { threshold = 1024 } = {}): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      request.method === 'HEAD' ||
      request.headers['x-no-compression'] !== undefined ||
      reply.hasHeader('content-encoding') ||
      Buffer.byteLength(payload) < threshold ||
      !compressible.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      done(null, payload);
      return;
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressBody(payload, encoding));
  });
}
