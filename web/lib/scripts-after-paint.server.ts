import { Transform } from 'node:stream';

const preloadTag = /<link rel="modulepreload"[^>]*>/g;
const moduleScriptStart = /<script\b[^>]*\btype="module"[^>]*>/;
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
 * ASCII (the stream's text is latin1).
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
 * small script that adds both once the page has painted. Bytes pass as latin1, which maps each
 * byte to one character and back, so a UTF-8 character cut between two chunks comes out whole
 * (what is looked for is ASCII); a tag cut between two chunks waits for the next one.
 */
export function scriptsAfterPaint() {
  let state: 'head' | 'body' | 'done' = 'head';
  let pending = '';
  const hrefs: string[] = [];

  /** Keeps back an unfinished tag at the end of `text`: it may be one looked for, cut in two. */
  const settled = (text: string) => {
    const lastOpen = text.lastIndexOf('<');
    const cut = lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
    pending = text.slice(cut);
    return text.slice(0, cut);
  };
  const withoutPreloads = (html: string) =>
    html.replace(preloadTag, (tag) => {
      const href = hrefOf(tag);
      if (href) hrefs.push(href);
      return '';
    });

  function headPart(text: string): string {
    const headEnd = text.indexOf('</head>');
    if (headEnd < 0) return withoutPreloads(settled(text));
    state = 'body';
    return withoutPreloads(text.slice(0, headEnd)) + bodyPart(text.slice(headEnd));
  }

  function bodyPart(text: string): string {
    const start = moduleScriptStart.exec(text);
    if (!start) return settled(text);
    const codeStart = start.index + start[0].length;
    const end = text.indexOf('</script>', codeStart);
    if (end < 0) {
      // the script's end is in a later chunk
      pending = text.slice(start.index);
      return text.slice(0, start.index);
    }
    state = 'done';
    const nonce = /\bnonce="([^"]*)"/.exec(start[0])?.[1];
    const open = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
    const code = Buffer.from(text.slice(codeStart, end), 'latin1').toString('utf8');
    return (
      text.slice(0, start.index) +
      `${open}${loader}(${inScript(hrefs)},${inScript(code)})</script>` +
      text.slice(end + '</script>'.length)
    );
  }

  return new Transform({
    transform(chunk: Uint8Array | string, _encoding, done) {
      if (state === 'done') return done(null, chunk);
      const data = pending ? Buffer.concat([bytes(pending), asBuffer(chunk)]) : asBuffer(chunk);
      pending = '';
      // most of the body has no module script: its bytes go on as they are, without a round trip
      // through text, but for a tag cut at the end (it may be the script's, cut in two)
      if (state === 'body' && data.indexOf(moduleType) < 0) {
        const lastOpen = data.lastIndexOf(0x3c); // <
        const cut = lastOpen > data.lastIndexOf(0x3e) ? lastOpen : data.length; // >
        pending = data.subarray(cut).toString('latin1');
        return done(null, data.subarray(0, cut));
      }
      const text = data.toString('latin1');
      done(null, bytes(state === 'head' ? headPart(text) : bodyPart(text)));
    },
    flush(done) {
      done(null, bytes(pending));
    },
  });
}

const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');
const moduleType = Buffer.from('type="module"');
/** React writes Uint8Arrays: a Buffer over the same memory, not a copy. */
const asBuffer = (chunk: Uint8Array | string) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
