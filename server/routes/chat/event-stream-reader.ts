import http from 'node:http';

/** One server-sent event as a test reads it; `data` parsed as JSON. */
export type TReadEvent = { event: string; id?: string; data: unknown };

export type TEventStreamReader = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** everything received so far, in order */
  events: TReadEvent[];
  comments: string[];
  /** the `retry:` fields, in order */
  retries: number[];
  /** resolves when the stream is over (closed by either side) */
  ended: Promise<void>;
  /** the first event (received or to come) that matches; rejects after `timeoutMs` */
  waitFor: (match: (event: TReadEvent) => boolean, timeoutMs?: number) => Promise<TReadEvent>;
  close: () => void;
};

function parseBlock(block: string, reader: TEventStreamReader): void {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) reader.comments.push(line.slice(1).trim());
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
  }
  if (fields.retry) reader.retries.push(Number(fields.retry));
  if (fields.data !== undefined)
    reader.events.push({
      event: fields.event ?? 'message',
      ...(fields.id === undefined ? {} : { id: fields.id }),
      data: JSON.parse(fields.data) as unknown,
    });
}

/**
 * Opens `url` and reads its server-sent events as they come (the tests' EventSource). Plain
 * node:http without an agent: one connection per stream, gone when it is closed (fetch's pool keeps
 * a spare connection that holds up the server's close). Throws when the answer is not a 200.
 */
export function readEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<TEventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        response.setEncoding('utf8');
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => reject(new Error(`${url}: ${response.statusCode} ${body}`)));
          return;
        }
        let wake = () => {};
        let text = '';
        const reader: TEventStreamReader = {
          status: response.statusCode,
          headers: response.headers,
          events: [],
          comments: [],
          retries: [],
          ended: new Promise((done) => response.on('close', done)),
          async waitFor(match, timeoutMs = 5000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = reader.events.find(match);
              if (found) return found;
              const left = deadline - Date.now();
              if (left <= 0)
                throw new Error(`no such event; received: ${JSON.stringify(reader.events)}`);
              await new Promise<void>((awake) => {
                const timer = setTimeout(awake, Math.min(left, 100));
                wake = () => {
                  clearTimeout(timer);
                  awake();
                };
              });
            }
          },
          close: () => request.destroy(),
        };
        response.on('data', (chunk: string) => {
          text += chunk;
          for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
            parseBlock(text.slice(0, end), reader);
            text = text.slice(end + 2);
          }
          wake();
        });
        response.on('error', () => {
          // closed by close(), or cut by the server: `ended` tells
        });
        resolve(reader);
      },
    );
    request.on('error', reject);
  });
}
