const preloadTag = /<link rel="modulepreload"[^>]*>/g;
const moduleScriptStart = /^<script\b[^>]*\btype="module"[^>]*>$/;
const hrefOf = (tag: string) => /\bhref="([^"]*)"/.exec(tag)?.[1];

/**
 * Runs in the browser, in place of React Router's module script: once the page's first content
 * has painted, it asks for the scripts' modules and starts the hydration. A hidden tab paints
 * nothing, so there it starts at once; a browser without paint timing waits for the first frame;
 * and whatever happens, three seconds after the page it starts.
 */
const loader = `(function (hrefs, code) {
  var nonce = document.currentScript.nonce, started = false;
  function start() {
    if (started) return;
    started = true;
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
  }
  function soon() { setTimeout(start, 0); }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(soon);
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    soon();
  }).observe({ type: 'paint', buffered: true });
})`.replace(/\s*\n\s*/g, ' ');

/**
 * A value written into an inline script: JSON that cannot close the script or open a comment, in
 * ASCII.
 */
const inScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The document's scripts wait for its first paint (docs/decisions/0041-scripts-after-paint.md).
 * The server-rendered page shows everything without them, so the stylesheet, the font and the
 * first picture should have the link to themselves: the head's module preloads are taken out, and
 * React Router's module script (the route modules' imports and the hydration's start) becomes a
 * small script that adds both once the page has painted. `page` is the whole page React wrote
 * (decision 0065): the head is read as text (latin1, one character a byte, so its bytes come back
 * as they were), the body stays bytes but for the module script.
 */
export function scriptsAfterPaint(page: Buffer): Buffer {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return page;
  const hrefs: string[] = [];
  const head = page
    .subarray(0, headEnd)
    .toString('latin1')
    .replace(preloadTag, (tag) => {
      const href = hrefOf(tag);
      if (href) hrefs.push(href);
      return '';
    });
  const script = moduleScript(page, headEnd);
  if (!script) return Buffer.concat([latin1(head), page.subarray(headEnd)]);
  const nonce = /\bnonce="([^"]*)"/.exec(script.tag)?.[1];
  const open = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
  const code = page.subarray(script.codeStart, script.codeEnd).toString('utf8');
  return Buffer.concat([
    latin1(head),
    page.subarray(headEnd, script.start),
    latin1(`${open}${loader}(${inScript(hrefs)},${inScript(code)})</script>`),
    page.subarray(script.codeEnd + scriptEnd.length),
  ]);
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const moduleType = 'type="module"';
const scriptEnd = '</script>';

/** Where the page's first module script is, from `from` on: a `<script>` tag with that type. */
function moduleScript(page: Buffer, from: number) {
  for (let at = page.indexOf(moduleType, from); at >= 0; at = page.indexOf(moduleType, at + 1)) {
    const start = page.lastIndexOf('<script', at);
    if (start < from) continue;
    const codeStart = page.indexOf('>', start) + 1;
    // the type must be inside that tag, not text after a tag that ended before it
    if (codeStart <= at) continue;
    const tag = page.subarray(start, codeStart).toString('latin1');
    if (!moduleScriptStart.test(tag)) continue;
    const codeEnd = page.indexOf(scriptEnd, codeStart);
    if (codeEnd < 0) return null;
    return { start, tag, codeStart, codeEnd };
  }
  return null;
}
