import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boatOccupancy,
  bookings,
  groupMembers,
  groups,
  ledgerEntries,
  sandboxCharges,
} from '../../db/schema';
import { rentalPayments } from '../../shared/billing';
import {
  readEventStream,
  type TEventStreamReader,
  type TReadEvent,
} from '../../server/routes/chat/event-stream-reader';
import { httpCall } from '../../server/testing/app-node';
import { daysAhead } from '../../server/testing/booking';
import { groupDate, passengers } from '../../server/testing/group';
import { startCluster, type TCluster } from './scale-fixture';

/**
 * The guarantees of one node hold on two (docs/decisions/0038-scale-out-and-crash-safety.md): two
 * app processes on one PostgreSQL and one Redis behind the load balancer of `npm run
 * start:cluster`, which sends each request to the next node. The database decides the races
 * (exclusion constraint, row locks); Redis carries the message events between the nodes.
 */
describe('two app nodes behind the load balancer (PostgreSQL + Redis)', () => {
  let c: TCluster;
  const readers: TEventStreamReader[] = [];
  beforeAll(async () => {
    c = await startCluster('cluster', { balancer: true });
  }, 120_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await c?.close();
  }, 30_000);

  const served = () => c.balancer!.nodes.map((node) => node.served);
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    httpCall(method, `${c.base}/api${path}`, { token, body });

  it('the booking race across both nodes: one accepted per overlapping set, clean 409s, one charge each', async () => {
    const { boatId, ownerToken } = await c.boat();
    // A: days 30–31 and 31–32 all overlap one another; C: day 35 overlap only one another
    const plan = [
      ...Array.from({ length: 8 }, () => ({ set: 'A', start: 30, end: 31 })),
      ...Array.from({ length: 6 }, () => ({ set: 'A', start: 31, end: 32 })),
      ...Array.from({ length: 6 }, () => ({ set: 'C', start: 35, end: 35 })),
    ];
    const before = served();
    const requests = await Promise.all(
      plan.map(async (p, i) => {
        const client = await c.person({ card: i % 4 === 0 ? '378282246310005' : undefined });
        const answer = await call('POST', '/booking', client.token, {
          boatId,
          start_date: daysAhead(p.start),
          end_date: daysAhead(p.end),
          duration: 'days',
          skipper: false,
          people: 2,
        });
        expect(answer.status).toBe(201);
        return { ...p, id: answer.json().id as string };
      }),
    );
    const answers = await Promise.all(
      requests.map((r) => call('POST', `/booking/${r.id}/accept`, ownerToken)),
    );
    // both nodes answered part of the race
    served().forEach((count, i) => expect(count - before[i]!).toBeGreaterThanOrEqual(5));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(['AA00051', 'AA00052']).toContain(answer.json().code);

    const ids = requests.map((r) => r.id);
    const rows = await c.db.select().from(bookings).where(inArray(bookings.id, ids));
    const accepted = rows.filter((r) => r.status === 'accepted');
    const setOf = (id: string) => requests.find((r) => r.id === id)!.set;
    expect(accepted.map((r) => setOf(r.id)).sort()).toEqual(['A', 'C']);
    for (const row of rows.filter((r) => r.status !== 'accepted'))
      expect(row).toMatchObject({ status: 'rejected', rejectReason: 'unavailable' });
    const held = await c.db.select().from(boatOccupancy).where(eq(boatOccupancy.boatId, boatId));
    expect(held.map((h) => h.referenceId).sort()).toEqual(accepted.map((r) => r.id).sort());

    // one succeeded charge per accepted booking, its first payment (card fee included), and the
    // card processor charged exactly what the ledger says
    const entries = await c.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.bookingId, ids));
    expect(entries.map((e) => [e.kind, e.status])).toEqual(
      accepted.map(() => ['charge', 'succeeded']),
    );
    for (const row of accepted) {
      const entry = entries.find((e) => e.bookingId === row.id)!;
      const first = rentalPayments(row.totalCents, row.firstPaymentPercent, row.cardFeePercent > 0);
      expect(entry.amountCents).toBe(first.first.amountCents);
      const [charge] = await c.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, entry.providerReference!));
      expect(charge).toMatchObject({ amountCents: entry.amountCents, status: 'succeeded' });
    }
  }, 60_000);

  it('the last seats of a group joined across both nodes: exactly the seats left are sold', async () => {
    const boat = await c.boat({ numberOfPlaces: 12, dayPlaces: 12 });
    const creator = await c.person();
    const created = await call('POST', '/group', creator.token, {
      date: groupDate(),
      country: 'ES',
      harbour: boat.harbourSlug,
      plan: boat.planSlug,
      number_of_people: 10,
      boatId: boat.boatId,
      passengers: passengers(8),
      group_name: 'Calas del norte',
      note: 'Un día de calas, salimos a las diez.',
    });
    expect(created.status).toBe(201);
    const group = created.json() as { id: string; seatsLeft: number };
    expect(group.seatsLeft).toBe(2);
    const racers = await Promise.all(Array.from({ length: 16 }, () => c.person()));

    const before = served();
    const answers = await Promise.all(
      racers.map((racer, i) =>
        call('POST', `/group/${group.id}/join`, racer.token, {
          passengers: passengers(1, `racer${i}-`),
        }),
      ),
    );
    served().forEach((count, i) => expect(count - before[i]!).toBeGreaterThanOrEqual(3));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(['AA00071', 'AA00072']).toContain(answer.json().code);

    const [row] = await c.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ seatsTaken: 10 });
    const members = await c.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), isNull(groupMembers.leftAt)));
    expect(members.reduce((sum, m) => sum + m.seats, 0)).toBe(10);
    const winners = racers.filter((_, i) => statuses[i] === 200).map((r) => r.id);
    expect(members.map((m) => m.userId)).toEqual(expect.arrayContaining(winners));
    // one succeeded charge per member (the creator and the two winners), none for the others
    const charges = await c.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.groupId, group.id), eq(ledgerEntries.kind, 'charge')));
    expect(charges.every((e) => e.status === 'succeeded')).toBe(true);
    expect(charges.map((e) => e.userId).sort()).toEqual(members.map((m) => m.userId).sort());
  }, 60_000);

  it('a message sent through one node reaches a stream held on the other and through the balancer; unread counts agree', async () => {
    const [one, two] = c.nodes as [(typeof c.nodes)[0], (typeof c.nodes)[0]];
    const { boatId, ownerToken } = await c.boat();
    const client = await c.person();
    type TData = { conversationId: string; message: { id: string; message: string } };
    const isMessage = (id: string) => (e: TReadEvent) =>
      e.event === 'message' && (e.data as TData).message.id === id;
    // the client's stream on node two, the owner's through the balancer (streamed by it)
    const clientStream = await readEventStream(`${two.base}/api/chat/events`, {
      authorization: `Bearer ${client.token}`,
    });
    const ownerStream = await readEventStream(`${c.base}/api/chat/events`, {
      authorization: `Bearer ${ownerToken}`,
    });
    readers.push(clientStream, ownerStream);
    await clientStream.waitFor((e) => e.event === 'ready');
    await ownerStream.waitFor((e) => e.event === 'ready');

    const started = await httpCall('POST', `${one.base}/api/conversation`, {
      token: client.token,
      body: { boatId, message: '¿Tiene toldo?' },
    });
    expect(started.status).toBe(201);
    const conversationId = started.json().id as string;
    const sent = await httpCall('POST', `${one.base}/api/chat/${conversationId}/message`, {
      token: ownerToken,
      body: { message: 'Sí, y ducha de popa', clientId: 'cluster-answer-1' },
    });
    expect(sent.status).toBe(201);
    const answerId = sent.json().id as string;
    const heard = await clientStream.waitFor(isMessage(answerId));
    expect((heard.data as TData).message.message).toBe('Sí, y ducha de popa');
    await ownerStream.waitFor(isMessage(answerId));

    // the same retry through the other node is the same message, not a second one
    const retried = await httpCall('POST', `${two.base}/api/chat/${conversationId}/message`, {
      token: ownerToken,
      body: { message: 'Sí, y ducha de popa', clientId: 'cluster-answer-1' },
    });
    expect(retried.status).toBe(200);
    expect(retried.json().id).toBe(answerId);

    const unreadOn = async (base: string) => {
      const list = await httpCall('GET', `${base}/api/conversation`, { token: client.token });
      const items = list.json().items as { id: string; unread: number }[];
      return items.find((item) => item.id === conversationId)?.unread;
    };
    expect([await unreadOn(one.base), await unreadOn(two.base)]).toEqual([1, 1]);
    const read = await httpCall('POST', `${two.base}/api/chat/${conversationId}/read`, {
      token: client.token,
      body: {},
    });
    expect(read.json()).toMatchObject({ unread: 0 });
    expect([await unreadOn(one.base), await unreadOn(two.base)]).toEqual([0, 0]);

    // each stream heard the answer once: never again through Redis
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clientStream.events.filter(isMessage(answerId))).toHaveLength(1);
    expect(ownerStream.events.filter(isMessage(answerId))).toHaveLength(1);
  }, 30_000);
});
