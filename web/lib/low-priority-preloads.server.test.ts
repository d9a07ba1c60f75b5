import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads.server';

const run = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks).pipe(lowPriorityPreloads()));

describe('lowPriorityPreloads', () => {
  it("marks the head's module preloads low, whatever the chunks' cuts", async () => {
    const page =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js"/></head><body>x</body></html>';
    const expected = page.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await run([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
  });

  it('keeps a UTF-8 character cut between two chunks whole', async () => {
    const page = Buffer.from('<head><title>Dénia ⛵</title></head><body>Dénia ⛵</body>');
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await run([page.subarray(0, cut), page.subarray(cut)])).toBe(page.toString());
    }
  });

  it('leaves the body alone, with text that only looks like a preload', async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/c.js"/>';
    expect(await run(['<head></head>', body])).toBe(`<head></head>${body}`);
  });

  it('passes a document without a head end unchanged but for its preloads', async () => {
    expect(await run(['<p>a</p><', 'link rel="modulepreload" href="/d.js"/>'])).toBe(
      '<p>a</p><link rel="modulepreload" fetchpriority="low" href="/d.js"/>',
    );
  });
});
