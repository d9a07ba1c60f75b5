import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server';

const run = (chunks: (string | Buffer)[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));

/** The page as React Router writes it: preloads in the head, the module script in the body. */
const code =
  'import * as route0 from "/r.js";\nwindow.m = {"a": "Dénia ⛵ <!-- x"};\nimport("/e.js");';
const page =
  '<html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/e.js" nonce="n1"/><link rel="modulepreload" href="/r.js" nonce="n1"/>' +
  '</head><body><main>Dénia ⛵</main><script nonce="n1">window.ctx = 1;</script>' +
  `<script nonce="n1" type="module" async="">${code}</script><script nonce="n1">done()</script></body></html>`;

/** The loader's two arguments, read back from the script that replaced the module script. */
function loaderArguments(html: string): { hrefs: string[]; code: string } {
  const call = /<script nonce="n1">\(function \(hrefs, code\) \{.*\}\)\((.*?)\)<\/script>/.exec(
    html,
  );
  if (!call) throw new Error(`no loader in ${html}`);
  const [hrefs, script] = JSON.parse(`[${call[1]}]`) as [string[], string];
  return { hrefs, code: script };
}

describe('scriptsAfterPaint', () => {
  it("moves the head's module preloads and the module script into the loader, whatever the cuts", async () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      const html = await run([page.slice(0, cut), page.slice(cut)]);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('type="module"');
      expect(loaderArguments(html)).toEqual({ hrefs: ['/e.js', '/r.js'], code });
      // everything else as it was, in its place
      expect(html.startsWith('<html><head><link rel="stylesheet" href="/a.css"/></head>')).toBe(
        true,
      );
      expect(html).toContain('<main>Dénia ⛵</main><script nonce="n1">window.ctx = 1;</script>');
      expect(html.endsWith('<script nonce="n1">done()</script></body></html>')).toBe(true);
    }
  });

  it('passes the body on in many small chunks, the module script cut anywhere', async () => {
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 40; size += 1) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const html = await run(chunks);
      expect(html).not.toContain('type="module"');
      expect(loaderArguments(html)).toEqual({ hrefs: ['/e.js', '/r.js'], code });
      expect(html).toContain('<main>Dénia ⛵</main><script nonce="n1">window.ctx = 1;</script>');
      expect(html.endsWith('<script nonce="n1">done()</script></body></html>')).toBe(true);
    }
  });

  it('writes the code in ASCII that can neither end the script nor open a comment', async () => {
    const html = await run([page]);
    const loader = /<script nonce="n1">(\(function \(hrefs.*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toMatch(/[^\x20-\x7e]/);
    expect(loader).not.toMatch(/<\/|<!--/);
    expect(loaderArguments(html).code).toContain('Dénia ⛵ <!-- x');
  });

  it('keeps a UTF-8 character cut between two chunks whole', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const html = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html).toContain('<main>Dénia ⛵</main>');
      expect(loaderArguments(html).code).toBe(code);
    }
  });

  it('leaves text that only looks like a module script or a preload in the body alone', async () => {
    const body =
      '<body><pre>&lt;script type="module"&gt; &lt;link rel="modulepreload"</pre><p>a</p></body>';
    expect(await run(['<head></head>', body])).toBe(`<head></head>${body}`);
  });

  it('writes a script without a nonce when the page has none', async () => {
    const html = await run(['<head></head><body><script type="module">go()</script></body>']);
    expect(html).toMatch(
      /^<head><\/head><body><script>\(function \(hrefs, code\) \{.*\}\)\(\[\],"go\(\)"\)<\/script><\/body>$/,
    );
  });
});
