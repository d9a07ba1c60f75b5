import { Transform } from 'node:stream';

const preload = '<link rel="modulepreload"';
const lowPreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the scripts' preloads of the document's head `fetchpriority="low"`. The server-rendered
 * page paints without its scripts, so on a slow link the stylesheet, the font and the first
 * picture go first and the scripts that hydrate it follow (by default a preload is as urgent as the
 * stylesheet and a hundred kilobytes of scripts delay the first paint). Only the head is read: a
 * tag cut between two chunks waits for the next one, and after `</head>` everything passes as is.
 */
export function lowPriorityPreloads() {
  let inHead = true;
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      if (!inHead) return done(null, chunk);
      // latin1 maps each byte to one character and back: a UTF-8 character cut between two chunks
      // comes out whole (what is looked for is ASCII)
      const text = pending + Buffer.from(chunk).toString('latin1');
      const headEnd = text.indexOf('</head>');
      if (headEnd >= 0) {
        inHead = false;
        pending = '';
        return done(null, bytes(mark(text.slice(0, headEnd)) + text.slice(headEnd)));
      }
      // keep back an unfinished tag: it may be a preload cut in two
      const lastOpen = text.lastIndexOf('<');
      const cut = lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
      pending = text.slice(cut);
      done(null, bytes(mark(text.slice(0, cut))));
    },
    flush(done) {
      done(null, bytes(pending));
    },
  });
}

const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');
const mark = (html: string) => html.replaceAll(preload, lowPreload);
