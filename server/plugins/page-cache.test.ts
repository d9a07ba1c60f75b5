import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageCache, type TPageAnswer } from './page-cache';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as FastifyRequest;

/** A render that counts its calls and puts the nonce where React Router does. */
function renderer(nonce: string, init: ResponseInit = {}) {
  let calls = 0;
  return {
    calls: () => calls,
    render: async () => {
      calls++;
      return new Response(
        `<script nonce="${nonce}">go()</script><p>page ${calls}: 760 €</p><script nonce="${nonce}"></script>`,
        {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          ...init,
        },
      );
    },
  };
}
const bodyOf = (answer: TPageAnswer | Response) => (answer as TPageAnswer).body.toString();

describe('the page cache', () => {
  it('keys anonymous GETs only: no session cookie, no token; the cookie banner answer counts', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    expect(cache.keyOf(request('/es/boat/x'))).toBe('- /es/boat/x');
    expect(cache.keyOf(request('/es/boat/x', { cookie: 'allowCookie=true' }))).toBe('c /es/boat/x');
    expect(cache.keyOf(request('/es', { cookie: 'allowCookie=1; loggedInUser=client' }))).toBe(
      null,
    );
    expect(cache.keyOf(request('/es', { cookie: 'auth.idToken=x' }))).toBe(null);
    expect(cache.keyOf(request('/es', { authorization: 'Bearer x' }))).toBe(null);
    expect(cache.keyOf(request('/es', {}, 'POST'))).toBe(null);
    expect(createPageCache({ ttlMs: 0, maxEntries: 10 }).keyOf(request('/es'))).toBe(null);
  });

  it('serves a kept page with each request’s own nonce until it expires', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, now: () => clock });
    const first = renderer('n0nce1');
    expect(bodyOf(await cache.serve('k', 'n0nce1', first.render))).toContain('nonce="n0nce1"');
    const again = bodyOf(await cache.serve('k', 'fresh2', first.render));
    expect(again).toBe(
      '<script nonce="fresh2">go()</script><p>page 1: 760 €</p><script nonce="fresh2"></script>',
    );
    expect(first.calls()).toBe(1);
    clock = 10_001;
    expect(bodyOf(await cache.serve('k', 'n3', first.render))).toContain('page 2');
  });

  it('keeps a page rendered without a nonce as it is', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    const r = renderer('');
    const first = bodyOf(await cache.serve('k', '', r.render));
    expect(bodyOf(await cache.serve('k', '', r.render))).toBe(first);
    expect(first).toBe(
      '<script nonce="">go()</script><p>page 1: 760 €</p><script nonce=""></script>',
    );
    expect(r.calls()).toBe(1);
  });

  it('renders a page once for visitors who ask at the same moment', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    const r = renderer('abc');
    const answers = await Promise.all(
      ['abc', 'd1', 'd2', 'd3'].map((nonce) => cache.serve('k', nonce, r.render)),
    );
    expect(r.calls()).toBe(1);
    expect(answers.map(bodyOf).map((b) => /nonce="(\w+)"/.exec(b)?.[1])).toEqual([
      'abc',
      'd1',
      'd2',
      'd3',
    ]);
  });

  it('keeps only plain 200 HTML pages without cookies or a private cache rule', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    const cases: ResponseInit[] = [
      { status: 404, headers: { 'content-type': 'text/html' } },
      { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } },
      { headers: { 'content-type': 'text/html', 'cache-control': 'private' } },
      { headers: { 'content-type': 'text/x-script' } },
    ];
    for (const [i, init] of cases.entries()) {
      const r = renderer('n', init);
      expect(await cache.serve(`k${i}`, 'n', r.render)).toBeInstanceOf(Response);
      await cache.serve(`k${i}`, 'n', r.render);
      expect(r.calls(), JSON.stringify(init)).toBe(2);
    }
    expect(cache.size()).toBe(0);
  });

  it('drops every page after a successful public write, not after a message or a failure', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    await cache.serve('k', 'n', renderer('n').render);
    cache.noteResponse('POST', '/api/chat/1/message', 201);
    cache.noteResponse('POST', '/api/backoffice/boat/1/block', 400);
    cache.noteResponse('GET', '/api/boat', 200);
    expect(cache.size()).toBe(1);
    cache.noteResponse('POST', '/api/backoffice/boat/1/block', 201);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a page whose render began before a write', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });
    const r = renderer('n');
    const slow = cache.serve('k', 'n', async () => {
      const response = await r.render();
      cache.noteResponse('PUT', '/api/boat/1', 200);
      return response;
    });
    await slow;
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 2 });
    const r = renderer('n');
    await cache.serve('a', 'n', r.render);
    await cache.serve('b', 'n', r.render);
    await cache.serve('a', 'n', r.render);
    await cache.serve('c', 'n', r.render);
    expect(r.calls()).toBe(3);
    await cache.serve('a', 'n', r.render);
    expect(r.calls()).toBe(3);
    await cache.serve('b', 'n', r.render);
    expect(r.calls()).toBe(4);
  });
});
