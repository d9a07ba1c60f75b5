import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server';

const run = (html: string) => scriptsAfterPaint(Buffer.from(html)).toString('utf8');

/** The page as React Router writes it: preloads in the head, the module script in the body. */
const code =
  'import * as route0 from "/r.js";\nwindow.m = {"a": "Dénia ⛵ <!-- x"};\nimport("/e.js");';
const page =
  '<html><head><title>Dénia ⛵</title><link rel="stylesheet" href="/a.css"/>' +
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
  it("moves the head's module preloads and the module script into the loader", () => {
    const html = run(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(loaderArguments(html)).toEqual({ hrefs: ['/e.js', '/r.js'], code });
    // everything else as it was, in its place, its UTF-8 characters whole
    expect(
      html.startsWith(
        '<html><head><title>Dénia ⛵</title><link rel="stylesheet" href="/a.css"/></head>',
      ),
    ).toBe(true);
    expect(html).toContain('<main>Dénia ⛵</main><script nonce="n1">window.ctx = 1;</script>');
    expect(html.endsWith('<script nonce="n1">done()</script></body></html>')).toBe(true);
  });

  it('writes the code in ASCII that can neither end the script nor open a comment', () => {
    const html = run(page);
    const loader = /<script nonce="n1">(\(function \(hrefs.*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toMatch(/[^\x20-\x7e]/);
    expect(loader).not.toMatch(/<\/|<!--/);
    expect(loaderArguments(html).code).toBe(code);
  });

  it('leaves text that only looks like a module script or a preload in the body alone', () => {
    const body =
      '<body><script nonce="n1">go()</script><pre>type="module" &lt;script type="module"&gt;' +
      ' &lt;link rel="modulepreload"</pre><p>a</p></body>';
    expect(run(`<head></head>${body}`)).toBe(`<head></head>${body}`);
  });

  it('writes a script without a nonce when the page has none', () => {
    const html = run('<head></head><body><script type="module">go()</script></body>');
    expect(html).toMatch(
      /^<head><\/head><body><script>\(function \(hrefs, code\) \{.*\}\)\(\[\],"go\(\)"\)<\/script><\/body>$/,
    );
  });

  it('leaves a page without a head as it is', () => {
    const html = '<p>Dénia <script type="module">go()</script></p>';
    expect(run(html)).toBe(html);
  });
});
