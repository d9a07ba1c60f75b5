import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bookings } from '../../db/schema';
import { httpCall } from '../../server/testing/app-node';
import { daysAhead } from '../../server/testing/booking';
import { groupDate, passengers } from '../../server/testing/group';
import { findProblems } from './crash-checks';
import { driveLoad, emptyJournal, type TLoadWorld } from './mixed-load';
import { startCluster, type TCluster } from './scale-fixture';

/**
 * `kill -9` of an app node under load (docs/decisions/0038-scale-out-and-crash-safety.md): two
 * nodes behind the load balancer take booking requests, accepts (which charge the first payment
 * in the sandbox), group joins and messages; one node is killed mid-traffic and started again.
 * Afterwards no acknowledged operation is lost or doubled, nothing is half written (a request,
 * an accept or a join without its mail either), the ledger matches the card processor, and a job
 * both nodes run at once does its work once. Two rounds, each killing the other node; the traffic
 * is random, the checks hold for any interleaving.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kill -9 of an app node under load (PostgreSQL + Redis)', () => {
  let c: TCluster;
  let world: TLoadWorld;
  const journal = emptyJournal();

  beforeAll(async () => {
    c = await startCluster('crash', { balancer: true });
    const boats = await Promise.all(Array.from({ length: 3 }, () => c.boat()));
    const clients = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        c.person({ card: i % 3 === 0 ? '378282246310005' : undefined }),
      ),
    );
    const conversations = await Promise.all(
      clients.map(async (client, i) => {
        const started = await httpCall('POST', `${c.base}/api/conversation`, {
          token: client.token,
          body: { boatId: boats[i % boats.length]!.boatId, message: '¿Hay sitio para seis?' },
        });
        if (started.status !== 201) throw new Error(`POST /conversation: ${started.status}`);
        return { id: started.json().id as string, clientToken: client.token };
      }),
    );
    world = { base: c.base, boats, clients, groups: [], conversations };
  }, 120_000);

  afterAll(async () => {
    await c?.close();
  }, 30_000);

  /** Open groups with 8 seats left, and 12 people each who will try to join during a round. */
  async function openGroups(round: number) {
    return Promise.all(
      Array.from({ length: 2 }, async (_, i) => {
        const boat = await c.boat({ numberOfPlaces: 12, dayPlaces: 12 });
        const creator = await c.person();
        const created = await httpCall('POST', `${c.base}/api/group`, {
          token: creator.token,
          body: {
            date: groupDate(30 + i),
            country: 'ES',
            harbour: boat.harbourSlug,
            plan: boat.planSlug,
            number_of_people: 10,
            boatId: boat.boatId,
            passengers: passengers(2),
            group_name: `Travesía ${round}.${i + 1}`,
            note: 'Salimos temprano y volvemos al atardecer.',
          },
        });
        if (created.status !== 201) throw new Error(`POST /group: ${created.status}`);
        const joiners = await Promise.all(Array.from({ length: 12 }, () => c.person()));
        return { id: created.json().id as string, joiners };
      }),
    );
  }

  /**
   * Requests whose owner's deadline passes `dueInMs` from now (one each): the booking-lifecycle
   * job's work, which expires them and mails their clients.
   */
  async function overdueRequests(dueInMs: number[]) {
    const n = dueInMs.length;
    const { boatId } = await c.boat();
    const made = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const client = await c.person();
        const answer = await httpCall('POST', `${c.base}/api/booking`, {
          token: client.token,
          body: {
            boatId,
            start_date: daysAhead(40 + 3 * i),
            duration: 'day',
            skipper: false,
            people: 2,
          },
        });
        if (answer.status !== 201) throw new Error(`POST /booking: ${answer.status}`);
        return { bookingId: answer.json().id as string, clientId: client.id };
      }),
    );
    for (const [i, { bookingId }] of made.entries()) {
      await c.db
        .update(bookings)
        .set({ respondBy: sql`now() + ${dueInMs[i]} * interval '1 millisecond'` })
        .where(eq(bookings.id, bookingId));
    }
    return made.map((m) => m.bookingId);
  }

  const runLifecycleJob = (base: string) =>
    httpCall('POST', `${base}/api/dev/jobs/booking-lifecycle`).catch(() => null);

  for (const [round, victim] of [
    [1, 1],
    [2, 0],
  ] as const) {
    it(`round ${round}: node ${victim + 1} killed mid-traffic and restarted; nothing lost, doubled or half written`, async () => {
      world.groups.push(...(await openGroups(round)));
      const overdue = await overdueRequests([-60_000, -60_000, -60_000]);
      // these fall due around the kill: the run that expires them may die with the node
      const dueAtKill = await overdueRequests([1200, 1400, 1600, 1800]);
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      const load = driveLoad(world, journal, stopped);
      // both nodes run the job again and again, racing each other and the kill
      const jobs = (async () => {
        while (!(await Promise.race([stopped.then(() => true), sleep(250).then(() => false)])))
          await Promise.all(c.nodes.map((node) => runLifecycleJob(node.base)));
      })();

      await sleep(1500);
      await c.nodes[victim]!.kill9();
      await sleep(300);
      await c.restart(victim);
      const servedAfterRestart = c.balancer!.nodes[victim]!.served;
      await sleep(1500);
      stop();
      await Promise.all([load, jobs]);
      // the restarted node took traffic again
      expect(c.balancer!.nodes[victim]!.served).toBeGreaterThan(servedAfterRestart);

      // the same job on both nodes at once, twice: each request expires once, its mail goes once
      for (let i = 0; i < 2; i++)
        await Promise.all(c.nodes.map((node) => runLifecycleJob(node.base)));
      const expiry = (ids: string[]) =>
        queryRows<{ status: string; mails: number }>(
          c.db,
          sql`select b.status, (select count(*)::int from mails m join users u on u.email = m.to
                where u.id = b.client_id and m.template = 'booking-expired') as mails
              from bookings b where b.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        );
      expect(await expiry(overdue)).toEqual(overdue.map(() => ({ status: 'expired', mails: 1 })));
      // the mail is stored in the round's transaction, so even the requests that fell due as the
      // node was killed expired once with exactly one mail
      expect(await expiry(dueAtKill)).toEqual(
        dueAtKill.map(() => ({ status: 'expired', mails: 1 })),
      );

      // the traffic did each kind of work
      const ok = (items: { outcome: string }[]) => items.filter((i) => i.outcome === 'ok').length;
      expect(ok(journal.requests)).toBeGreaterThan(5);
      expect(ok(journal.accepts)).toBeGreaterThan(0);
      expect(ok(journal.messages)).toBeGreaterThan(5);
      expect(ok(journal.joins)).toBeGreaterThan(0);
      expect(await findProblems(c.db, world, journal)).toEqual([]);
    }, 90_000);
  }

  it('the checks see damage: a lost message, an accept without its days or its mail, a charge without its row', async () => {
    const message = journal.messages.find((m) => m.outcome === 'ok')!;
    await c.db.execute(sql`delete from messages where client_message_id = ${message.clientId}`);
    const [accepted] = await queryRows<{ id: string }>(
      c.db,
      sql`select b.id::text from bookings b where b.status = 'accepted' limit 1`,
    );
    await c.db.execute(sql`delete from boat_occupancy where reference_id = ${accepted!.id}`);
    await c.db.execute(
      sql`delete from mails where template = 'booking-accepted' and text like ${`%${accepted!.id}%`}`,
    );
    await c.db.execute(
      sql`insert into sandbox_charges (id, idempotency_key, customer_id, card_token, amount_cents, status)
          select 'ch_sbx_stray', 'stray', customer_id, card_token, 100, 'succeeded'
          from sandbox_charges limit 1`,
    );
    const problems = await findProblems(c.db, world, journal);
    expect(problems).toEqual(
      expect.arrayContaining([
        `message ${message.clientId} (ok) stored 0 times`,
        expect.stringMatching(new RegExp(`^booking ${accepted!.id} \\(accepted\\): \\{"held":0`)),
        'charge without its ledger entry: ch_sbx_stray',
        `booking ${accepted!.id} (accepted): 1 request mails, 0 acceptance mails`,
      ]),
    );
  });
});
