// `npm run bench:messaging`: the delivery latency of a message (POST sent → the event received on
// the recipient's open stream) with many open streams, on one app node (in-process bus) and on two
// nodes (sender on one, recipient on the other, Redis fan-out). PostgreSQL and Redis of the
// machine; a fresh database for the run, dropped afterwards.
// Usage: npm run bench:messaging [-- --connections 500 --messages 400 --inflight 10]
import http from 'node:http';
import { openDatabase } from '../../db/client';
import { createUser } from '../../db/factories';
import { prepareData } from '../../db/seed';
import { sessionToken } from '../../server/testing/session';
import {
  createScratchDatabase,
  freePorts,
  httpCall,
  startAppNode,
  type TAppNode,
} from '../../server/testing/app-node';
import { createTestBoat } from '../../server/testing/booking';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const connections = option('connections', 500);
const messages = option('messages', 400);
const inflight = option('inflight', 10);
const pairs = Math.floor(connections / 2);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type TPair = { client: string; owner: string; conversationId: string };

/** Arrival times of messages by id, and who waits for which. */
const arrivals = new Map<string, number>();
const waiting = new Map<string, (at: number) => void>();

function arrived(id: string, at: number) {
  if (arrivals.has(id)) return;
  arrivals.set(id, at);
  waiting.get(id)?.(at);
}

/** One open stream: records when each message event arrives; resolves once `ready` came. */
function openStream(url: string, token: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            if (block.includes('event: ready')) resolve(request);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (block.includes('event: message') && data)
              arrived((JSON.parse(data) as { message: { id: string } }).message.id, at);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: inflight });

/** POST a message; resolves with the latency until its event reached the recipient's stream. */
function sendAndTime(base: string, pair: TPair, index: number): Promise<number> {
  const body = JSON.stringify({ message: `Mensaje ${index} de la prueba` });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/chat/${pair.conversationId}/message`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${pair.client}`, 'content-type': 'application/json' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        if (response.statusCode !== 201) return reject(new Error(`send: ${response.statusCode}`));
        const id = (JSON.parse(text) as { id: string }).id;
        const done = (at: number) => resolve(at - started);
        const at = arrivals.get(id);
        if (at !== undefined) return done(at);
        const timer = setTimeout(() => reject(new Error(`message ${id} never arrived`)), 10_000);
        waiting.set(id, (when) => {
          clearTimeout(timer);
          waiting.delete(id);
          done(when);
        });
      });
    });
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, sendTo: TAppNode, listenOn: TAppNode, people: TPair[]) {
  const streams: http.ClientRequest[] = [];
  // every user holds a stream: the clients on the sending node, the owners on the listening one
  for (let i = 0; i < people.length; i += 50) {
    const batch = people.slice(i, i + 50);
    streams.push(
      ...(await Promise.all(
        batch.flatMap((pair) => [
          openStream(`${sendTo.base}/api/chat/events`, pair.client),
          openStream(`${listenOn.base}/api/chat/events`, pair.owner),
        ]),
      )),
    );
  }
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  async function worker() {
    while (next < messages) {
      const index = next++;
      latencies.push(await sendAndTime(sendTo.base, people[index % people.length]!, index));
    }
  }
  await Promise.all(Array.from({ length: inflight }, worker));
  const seconds = (performance.now() - started) / 1000;
  for (const stream of streams) stream.destroy();
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(34)} ${String(streams.length).padStart(4)} streams  ` +
      `p50 ${ms(percentile(latencies, 50)).padStart(9)}  p99 ${ms(percentile(latencies, 99)).padStart(9)}  ` +
      `max ${ms(latencies.at(-1)!).padStart(9)}  ${(messages / seconds).toFixed(0)} msg/s`,
  );
}

const nodes: TAppNode[] = [];
const scratch = await createScratchDatabase('marea_bench_chat');
const { secret } = scratch;
const database = await openDatabase({ url: scratch.url });
try {
  await database.migrate();
  await prepareData(database.db, { put: async () => {} }, { demo: false });
  const people: TPair[] = [];
  for (let i = 0; i < pairs; i++) {
    const { owner, boat } = await createTestBoat(database.db);
    const client = await createUser(database.db);
    people.push({
      owner: await sessionToken(database.db, secret, { id: owner.id, role: owner.role }),
      client: await sessionToken(database.db, secret, { id: client.id, role: client.role }),
      conversationId: boat.id, // replaced below by the conversation's id
    });
  }
  const env = { ...scratch.nodeEnv, NODE_ENV: 'production', DATABASE_POOL_SIZE: '10' };
  const [portA, portB, portC] = await freePorts(3);
  // one node, in-process bus
  const single = await startAppNode(portA!, env);
  nodes.push(single);
  for (const pair of people) {
    const started = await httpCall('POST', `${single.base}/api/conversation`, {
      token: pair.client,
      body: { boatId: pair.conversationId, message: 'Hola, ¿está libre el sábado?' },
    });
    if (started.status !== 201) throw new Error(`conversation: ${started.status}`);
    pair.conversationId = started.json().id as string;
  }
  console.log(
    `Messaging delivery latency (send → event on the recipient's stream), ${messages} messages, ${inflight} in flight`,
  );
  await measure('one node (in-process bus)', single, single, people);
  await single.stop();
  nodes.length = 0;
  // two nodes sharing PostgreSQL and Redis: sent through A, heard on B
  const [a, b] = await Promise.all([
    startAppNode(portB!, { ...env, REDIS_URL: redisUrl }),
    startAppNode(portC!, { ...env, REDIS_URL: redisUrl }),
  ]);
  nodes.push(a, b);
  await measure('two nodes (Redis), across nodes', a, b, people);
} finally {
  agent.destroy();
  await Promise.allSettled(nodes.map((node) => node.stop()));
  await database.close();
  await scratch.drop();
}
