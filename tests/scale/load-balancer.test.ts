import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoadBalancer, type TLoadBalancer } from '../../scripts/load-balancer.mjs';
import { httpCall } from '../../server/testing/app-node';

/**
 * The balancer of `npm run start:cluster` over small stand-in nodes: round robin, the forwarded
 * client headers, streamed answers, a refused connection tried on the next node, and a change
 * whose node died answered 502 and never replayed.
 */
type TStandIn = { server: http.Server; seen: http.IncomingMessage[] };

// ports the system picks (no app node here): they never collide with another test's
function standIn(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<TStandIn & { origin: string }> {
  const seen: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request);
    if (request.url === '/api/health') return void response.end('{"status":"ok"}');
    handle(request, response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, seen, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

/** A port nobody listens on: taken from the system, then let go. */
async function refusingOrigin(): Promise<string> {
  const probe = await standIn(() => {});
  await new Promise((resolve) => probe.server.close(resolve));
  return probe.origin;
}

describe('the load balancer', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  async function setUp(
    handle: (name: string) => (req: http.IncomingMessage, res: http.ServerResponse) => void,
  ) {
    const nodes = await Promise.all([standIn(handle('one')), standIn(handle('two'))]);
    for (const node of nodes) {
      closing.push(() => {
        node.server.closeAllConnections();
        return new Promise((resolve) => node.server.close(() => resolve()));
      });
    }
    const balancer: TLoadBalancer = createLoadBalancer({
      targets: [nodes[0].origin, await refusingOrigin(), nodes[1].origin],
      healthIntervalMs: 60_000,
    });
    const { port } = await balancer.listen(0);
    closing.push(() => balancer.close());
    return { base: `http://127.0.0.1:${port}`, nodes, balancer };
  }

  it('takes turns over the nodes, skips a refused one, and forwards the client and its body', async () => {
    const { base, nodes, balancer } = await setUp((name) => (request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.end(JSON.stringify({ name, body, url: request.url }));
      });
    });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await httpCall('POST', `${base}/api/thing?i=${i}`, { body: { i } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const names = answers.map((a) => a.json().name);
    // the dead node in the middle: its turns go to the next node, then it is left out
    expect(names.filter((n) => n === 'one').length).toBeGreaterThanOrEqual(2);
    expect(names.filter((n) => n === 'two').length).toBeGreaterThanOrEqual(2);
    expect(answers[3]!.json()).toMatchObject({ body: '{"i":3}', url: '/api/thing?i=3' });
    expect(balancer.nodes.map((n) => n.healthy)).toEqual([true, false, true]);

    const request = [...nodes[0]!.seen, ...nodes[1]!.seen][0]!;
    expect(request.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(base).host,
      host: new URL(base).host,
    });
    const raw = await fetch(`${base}/api/thing`);
    expect(raw.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('streams an event stream as it is written', async () => {
    const { base } = await setUp(() => (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: ready\ndata: {}\n\n');
      // the rest only much later: the first event must not wait for it
      const timer = setTimeout(() => response.end('event: bye\ndata: {}\n\n'), 5000);
      response.on('close', () => clearTimeout(timer));
    });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/chat/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const started = Date.now();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('event: ready\ndata: {}\n\n');
    expect(Date.now() - started).toBeLessThan(2000);
    controller.abort();
  });

  it('answers 502 when the node dies with a change sent, and does not send it elsewhere', async () => {
    const { base, nodes } = await setUp(() => (request) => request.socket.destroy());
    const answer = await httpCall('POST', `${base}/api/booking`, { body: { a: 1 } });
    expect(answer.status).toBe(502);
    expect(answer.json()).toMatchObject({ code: 'AA00011' });
    const posts = [...nodes[0]!.seen, ...nodes[1]!.seen].filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    // a read is asked again of the next node (which drops it too): both were asked, then 503
    const read = await httpCall('GET', `${base}/api/boat`);
    expect(read.status).toBe(503);
    const gets = [...nodes[0]!.seen, ...nodes[1]!.seen].filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(2);
  });
});
