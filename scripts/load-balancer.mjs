// A small HTTP load balancer for `npm run start:cluster` and the scale tests: round robin over the
// app nodes that pass their health check, responses streamed as they come (the message stream
// `/api/chat/events` included), and a request whose connection to a node is refused tried on the
// next node. It is the edge: it sets X-Forwarded-For/Proto/Host from its own connection, and the
// nodes run with TRUST_PROXY=true (docs/decisions/0038-scale-out-and-crash-safety.md).
import http from 'node:http';

// hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, never forwarded
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
// errors raised before the node read a byte of the request: trying another node is safe
const notConnected = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);
const maxBodyBytes = 32 * 1024 * 1024;

function withoutHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!hopByHop.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) request.destroy(new Error('request body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

// the app's error shape and codes (shared/errors.ts): AA00009 too large, AA00011 unavailable
const errors = {
  AA00009: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  AA00011: {
    es: 'El servicio no está disponible ahora mismo.',
    en: 'The service is unavailable right now.',
  },
};

function sendError(response, status, code) {
  if (response.headersSent) return void response.destroy();
  const body = JSON.stringify({ code, message: errors[code] });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}

/**
 * @param {{ targets: string[], healthIntervalMs?: number, onError?: (error: Error) => void }} options
 *   targets: the nodes' origins (`http://127.0.0.1:3531`); healthIntervalMs: how often each node's
 *   `GET /api/health` is asked (a node that fails it gets no new requests until it answers 200).
 */
export function createLoadBalancer({ targets, healthIntervalMs = 1000, onError = () => {} }) {
  const nodes = targets.map((origin) => ({ origin, healthy: true, served: 0 }));
  let next = 0;

  /** The nodes to try for one request, in order: the healthy ones from the round-robin turn on. */
  function pickOrder() {
    const start = next++ % nodes.length;
    const turn = nodes.map((_, i) => nodes[(start + i) % nodes.length]);
    const healthy = turn.filter((node) => node.healthy);
    // when every check failed, still try them all: a check can fail while the node serves
    return healthy.length > 0 ? healthy : turn;
  }

  function forward(node, request, response, body) {
    return new Promise((resolve) => {
      const remote = request.socket.remoteAddress ?? '';
      const upstream = http.request(new URL(request.url ?? '/', node.origin), {
        method: request.method,
        // a connection per request: a pooled one may be closed by the node as it is reused,
        // and a request lost that way could not be retried safely
        agent: false,
        headers: {
          ...withoutHopByHop(request.headers),
          'x-forwarded-for': remote.replace(/^::ffff:/, ''),
          'x-forwarded-proto': 'encrypted' in request.socket ? 'https' : 'http',
          'x-forwarded-host': request.headers.host ?? '',
          ...(body.length > 0 ? { 'content-length': String(body.length) } : {}),
        },
      });
      let connected = false;
      upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      upstream.on('error', (error) => {
        if (!connected && notConnected.has(error.code)) {
          node.healthy = false;
          return resolve('retry');
        }
        // a read the node dropped before answering (it died): asked again of the next node
        if (idempotent.has(request.method ?? '') && !response.headersSent) return resolve('retry');
        // the node went away with a change sent: its outcome is unknown, never replay it
        onError(error);
        sendError(response, 502, 'AA00011');
        resolve('done');
      });
      upstream.on('response', (answer) => {
        node.served++;
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        // a message stream: every event goes out as it arrives
        response.flushHeaders();
        answer.pipe(response);
        answer.on('error', () => response.destroy());
        answer.on('aborted', () => response.destroy());
        resolve('done');
      });
      // the client left (a closed message stream): the node's side closes too
      response.on('close', () => upstream.destroy());
      upstream.end(body);
    });
  }

  const server = http.createServer(async (request, response) => {
    let body;
    try {
      body = await readBody(request);
    } catch {
      return sendError(response, 413, 'AA00009');
    }
    for (const node of pickOrder()) {
      if ((await forward(node, request, response, body)) === 'done') return;
    }
    sendError(response, 503, 'AA00011');
  });
  // a message stream stays open for hours; the nodes send a heartbeat comment
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  function checkHealth() {
    for (const node of nodes) {
      const probe = http.get(`${node.origin}/api/health`, { agent: false, timeout: 2000 }, (r) => {
        node.healthy = r.statusCode === 200;
        r.resume();
      });
      probe.on('timeout', () => probe.destroy(new Error('health check timed out')));
      probe.on('error', () => (node.healthy = false));
    }
  }
  const timer = setInterval(checkHealth, healthIntervalMs);
  timer.unref();

  return {
    server,
    /** per node: its origin, whether its last health check passed, and how many answers it gave */
    nodes,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address()));
      });
    },
    close() {
      clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
