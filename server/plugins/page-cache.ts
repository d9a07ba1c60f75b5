import type { FastifyRequest } from 'fastify';
import { consentCookie } from '../../shared/site';

/**
 * What a cached page keeps: the bytes of React Router's answer cut where its CSP nonce was, so
 * that each visitor's nonce goes between them. Bytes, never a string: decoding the page and
 * encoding it again for the compressor cost more than the compression (0.4 → 1.1 ms a page).
 */
type TCachedPage = { status: number; headers: [string, string][]; parts: Buffer[]; until: number };
export type TPageAnswer = { status: number; headers: [string, string][]; body: Buffer };

/** Writes that never change what an anonymous visitor sees: no need to drop the pages. */
const privateWrites = [
  '/api/chat/',
  '/api/conversation',
  '/api/auth/',
  '/api/billing/',
  '/api/user/favourite/',
];
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type TPageCache = {
  /** the key of a page every anonymous visitor sees alike, or null when it must be rendered */
  keyOf: (request: FastifyRequest) => string | null;
  /**
   * The cached page with `nonce` put in, or `render()`'s answer, kept when it is a plain 200 page.
   * Visitors asking for the same page while it renders wait for that one render.
   */
  serve: (
    key: string,
    nonce: string,
    render: () => Promise<Response>,
  ) => Promise<TPageAnswer | Response>;
  /** after each request: a successful write may have changed what pages show, so all are dropped */
  noteResponse: (method: string, url: string, status: number) => void;
  size: () => number;
};

/**
 * A short-lived cache of server-rendered pages for anonymous visitors (docs/decisions/0039):
 * the boat, search, group and home pages are the same for everyone who is not logged in, and
 * rendering one costs tens of milliseconds of CPU. Logged-in visitors always get a fresh render.
 */
export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TPageCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, TCachedPage>();
  const rendering = new Map<string, Promise<TCachedPage | Response>>();
  // a write during a render must not let that render's (older) page into the cache
  let generation = 0;

  const withNonce = (page: TCachedPage, nonce: string): TPageAnswer => {
    const { status, headers, parts } = page;
    // a page without a nonce is sent as it is kept (nothing writes to a cached page's bytes)
    if (parts.length === 1) return { status, headers, body: parts[0]! };
    const between = Buffer.from(nonce);
    const body = parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]));
    return { status, headers, body: Buffer.concat(body) };
  };

  async function renderAndKeep(key: string, nonce: string, render: () => Promise<Response>) {
    const started = generation;
    const response = await render();
    if (!isCacheable(response)) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const page: TCachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== 'content-length'),
      parts: nonce ? splitAt(body, Buffer.from(nonce)) : [body],
      until: now() + options.ttlMs,
    };
    if (started === generation) {
      if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  }

  return {
    keyOf(request) {
      if (options.ttlMs <= 0 || request.method !== 'GET') return null;
      if (request.headers.authorization) return null;
      const cookies = cookieNames(request.headers.cookie);
      // the banner's answer is the only cookie an anonymous page depends on (lang-layout)
      if (cookies.some((name) => name !== consentCookie)) return null;
      return `${cookies.length > 0 ? 'c' : '-'} ${request.url}`;
    },
    async serve(key, nonce, render) {
      const cached = pages.get(key);
      if (cached && cached.until > now()) {
        // refreshed as recently used: the oldest entry is the one dropped when full
        pages.delete(key);
        pages.set(key, cached);
        return withNonce(cached, nonce);
      }
      pages.delete(key);
      let pending = rendering.get(key);
      const first = !pending;
      if (!pending) {
        pending = renderAndKeep(key, nonce, render).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const result = await pending;
      if (result instanceof Response) return first ? result : render();
      return withNonce(result, nonce);
    },
    noteResponse(method, url, status) {
      if (!unsafeMethods.has(method) || status >= 400) return;
      if (privateWrites.some((prefix) => url.startsWith(prefix))) return;
      generation++;
      pages.clear();
    },
    size: () => pages.size,
  };
}

/** A page anyone may be shown: 200, HTML, no cookie set, nothing marked private. */
function isCacheable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  return !/no-store|private/.test(response.headers.get('cache-control') ?? '');
}

/** `bytes` cut at every occurrence of `separator` (left out). */
function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at >= 0; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.split('=', 1)[0]!.trim())
    .filter(Boolean);
}
