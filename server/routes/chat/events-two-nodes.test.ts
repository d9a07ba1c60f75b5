import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../../db/client';
import { createUser } from '../../../db/factories';
import { prepareData } from '../../../db/seed';
import { sessionToken } from '../../testing/session';
import {
  createScratchDatabase,
  freePorts,
  httpCall,
  startAppNode,
  type TAppNode,
} from '../../testing/app-node';
import { createTestBoat } from '../../testing/booking';
import { readEventStream, type TEventStreamReader, type TReadEvent } from './event-stream-reader';

/**
 * Two real app processes (`server/main.ts`) on one PostgreSQL database and one Redis channel, both
 * made for this run: a stream open on one node hears a message sent through the other, both ways.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type TMessageData = { conversationId: string; message: { id: string; message: string } };
const dataOf = (e: TReadEvent) => e.data as TMessageData;
const isMessage = (id: string) => (e: TReadEvent) =>
  e.event === 'message' && dataOf(e).message.id === id;
const countOf = (reader: TEventStreamReader, id: string) =>
  reader.events.filter(isMessage(id)).length;

describe('real-time messaging across two app processes (PostgreSQL + Redis)', () => {
  let database: TDatabaseHandle | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const nodes: TAppNode[] = [];
  const readers: TEventStreamReader[] = [];
  const people = { owner: '', client: '', boatId: '' };

  beforeAll(async () => {
    scratch = await createScratchDatabase('marea_nodes');
    const secret = scratch.secret;
    database = await openDatabase({ url: scratch.url });
    await database.migrate();
    // prepared once here: two nodes starting on an empty database would both insert it
    await prepareData(database.db, { put: async () => {} }, { demo: false });
    const { owner, boat } = await createTestBoat(database.db);
    const client = await createUser(database.db);
    people.owner = await sessionToken(database.db, secret, { id: owner.id, role: owner.role });
    people.client = await sessionToken(database.db, secret, { id: client.id, role: client.role });
    people.boatId = boat.id;
    const env = {
      ...scratch.nodeEnv,
      NODE_ENV: 'test',
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redisUrl,
    };
    const started = await Promise.allSettled(
      (await freePorts(2)).map((port) => startAppNode(port, env)),
    );
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 40_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await database?.close();
    await scratch?.drop();
  }, 30_000);

  it('a message sent through one node reaches a stream on the other, both ways, once', async () => {
    const [one, two] = nodes as [TAppNode, TAppNode];
    const ownerStream = await readEventStream(`${one.base}/api/chat/events`, {
      authorization: `Bearer ${people.owner}`,
    });
    const clientStream = await readEventStream(`${two.base}/api/chat/events`, {
      authorization: `Bearer ${people.client}`,
    });
    readers.push(ownerStream, clientStream);
    await ownerStream.waitFor((e) => e.event === 'ready');
    await clientStream.waitFor((e) => e.event === 'ready');

    const started = await httpCall('POST', `${two.base}/api/conversation`, {
      token: people.client,
      body: { boatId: people.boatId, message: '¿Está libre el sábado?' },
    });
    expect(started.status).toBe(201);
    const conversationId = started.json().id as string;
    const first = await ownerStream.waitFor(
      (e) => e.event === 'message' && dataOf(e).conversationId === conversationId,
    );
    expect(dataOf(first).message.message).toBe('¿Está libre el sábado?');

    const answered = await httpCall('POST', `${one.base}/api/chat/${conversationId}/message`, {
      token: people.owner,
      body: { message: 'Sí, todo el día' },
    });
    expect(answered.status).toBe(201);
    const answer = answered.json();
    const received = await clientStream.waitFor(isMessage(answer.id as string));
    expect(received.data).toEqual({ conversationId, message: answer });
    await ownerStream.waitFor(isMessage(answer.id as string));

    // each stream heard each message once: at once on its own node, never again through Redis
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const reader of [ownerStream, clientStream]) {
      expect(countOf(reader, dataOf(first).message.id)).toBe(1);
      expect(countOf(reader, answer.id as string)).toBe(1);
    }
  });
});
