import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliCompress,
  gunzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { acceptedEncoding, compressBody, streamedBrotliOptions } from './compress-sync';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compressBody', () => {
  it('gives back the same text through brotli and gzip', () => {
    const text = JSON.stringify({
      items: Array.from({ length: 200 }, (_, i) => ({ i, n: 'Ñandú' })),
    });
    expect(brotliDecompressSync(compressBody(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(compressBody(Buffer.from(text), 'gzip')).toString()).toBe(text);
    expect(compressBody(text, 'br').length).toBeLessThan(text.length / 4);
  });

  it("sizes brotli's window to the body: every size comes back whole, about as small", () => {
    // varied text, like a page of search results (a repeated line compresses to a few bytes)
    const items = Array.from({ length: 8000 }, (_, i) => ({
      id: i,
      name: `Llaut ${(i * 7919) % 10007} de Sóller`,
      cents: (i * 104729) % 99991,
    }));
    const all = JSON.stringify(items);
    for (const size of [0, 1, 1023, 1024, 1025, 11_275, 65_536, 300_000]) {
      const text = all.slice(0, size);
      const compressed = compressBody(text, 'br');
      expect(brotliDecompressSync(compressed).toString()).toBe(text);
      const wide = brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 3,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      expect(compressed.length).toBeLessThanOrEqual(wide.length * 1.01 + 2);
    }
  });
});

describe('streamedBrotliOptions', () => {
  it('streams a page in small chunks as small as the default window does, and whole', async () => {
    // a server-rendered page's kind of text, written as React writes it: 2 KB at a time
    const rows = Array.from(
      { length: 3000 },
      (_, i) =>
        `<li class="card"><a href="/es/boats/llaut-${(i * 7919) % 10007}">Llaüt ${i}</a></li>`,
    );
    const page = Buffer.from(`<!DOCTYPE html><ul>${rows.join('')}</ul>`);
    const chunks = Array.from({ length: Math.ceil(page.length / 2048) }, (_, i) =>
      page.subarray(i * 2048, (i + 1) * 2048),
    );
    const streamed = await buffer(
      Readable.from(chunks).pipe(createBrotliCompress(streamedBrotliOptions)),
    );
    expect(brotliDecompressSync(streamed).equals(page)).toBe(true);
    const defaultWindow = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(page.length).toBeGreaterThan(200_000);
    expect(streamed.length).toBeLessThanOrEqual(defaultWindow.length * 1.01);
  });
});

describe('synchronous compression of whole answers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const place = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/place', headers });

  it('compresses the API JSON in one piece, with its length, as brotli or gzip', async () => {
    const plain = await place({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await place({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // a whole buffer, not the compress plugin's stream: its length is known
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);

    const gzip = await place({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
  });

  it("gives the compress plugin's streams the 256 KB window (decision 0062)", async () => {
    // a file of the API docs, streamed from disk: the plugin compresses it, with no length
    const css = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-length']).toBeUndefined();
    // a brotli stream opens with its window (RFC 7932 §9.1): bit 0 set, then 3 bits n for 2^(17+n)
    const first = css.rawPayload[0]!;
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 7)).toBe(18);
    expect(brotliDecompressSync(css.rawPayload).length).toBeGreaterThan(10_000);
  });

  it('leaves small answers and those asked uncompressed alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    const asked = await place({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.json()).toEqual((await place({})).json());
  });

  it('leaves an error answer under the threshold plain, in the error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/boat?number_of_people=${'9'.repeat(1500)}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    const body = res.json<{ fields: { field: string }[] }>();
    expect(body.fields.map((f) => f.field)).toContain('number_of_people');
  });
});
