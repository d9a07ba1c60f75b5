import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase, TDbOrTx } from '../../../db/client';
import { bookings, groups, mails } from '../../../db/schema';
import { createGroupDeadlineJob } from '../../jobs/group-deadline';
import { runJobOnce } from '../../jobs/scheduler';
import { createUser } from '../../../db/factories';
import { createChatAlertsJob } from '../../jobs/chat-alerts';
import {
  bookingParties,
  createClient,
  createTestBoat,
  daysAhead,
  requestBooking,
} from '../../testing/booking';
import {
  createTestGroup,
  groupBody,
  groupDate,
  groupParties,
  passengers,
} from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { approveBoat } from '../boat-review/approve-boat';
import { acceptBooking } from '../booking/accept-booking';
import { createBooking } from '../booking/create-booking';
import type { TActor, TBookingDeps } from '../booking/deps';
import { AfterCommit } from '../group/after-commit';
import { joinGroup } from '../group/join-group';

/**
 * Mails exactly once (docs/decisions/0038-scale-out-and-crash-safety.md): a request's mails are
 * stored in the transaction that makes its change, so a node that dies right after the commit
 * leaves them in the outbox (the mail-delivery job sends them), and a change that rolls back
 * leaves none.
 */
class Crash extends Error {}
class Rollback extends Error {}

/** The database of a node killed the moment a transaction of its has committed. */
function killedAfterCommit(db: TDatabase): TDatabase {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction')
        return async (...args: Parameters<TDatabase['transaction']>) => {
          await target.transaction(...args);
          throw new Crash('kill -9 after the commit');
        };
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe('the mails of a change are stored in its transaction', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The routes' deps, on `db` (a transaction of the test's, or a node about to die). */
  const deps = (db: TDbOrTx): TBookingDeps => ({
    db,
    payments: t.app.payments,
    ownerResponseHours: t.app.config.ownerResponseHours,
    firstPaymentShare: t.app.config.firstPaymentShare,
    mail: { db: t.db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl, log: t.app.log },
  });
  const mailsTo = (db: TDbOrTx, to: string, template: string) =>
    db
      .select()
      .from(mails)
      .where(and(eq(mails.to, to), eq(mails.template, template)));
  const statusOf = async (db: TDbOrTx, id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

  async function pendingRequest() {
    const s = await bookingParties(t.app);
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    const owner: TActor = { id: s.owner.id, role: 'shipowner' };
    return { ...s, id, owner };
  }

  it('accept: the mail commits with the booking, so a node killed after the commit leaves it, once', async () => {
    const s = await pendingRequest();
    await expect(acceptBooking(deps(killedAfterCommit(t.db)), s.owner, s.id)).rejects.toThrow(
      Crash,
    );
    expect(await statusOf(t.db, s.id)).toBe('accepted');
    const stored = await mailsTo(t.db, s.client.user.email, 'booking-accepted');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'outbox', attempts: 0 });

    // the answer the client's retry gets (409) stores nothing more
    await expect(acceptBooking(deps(t.db), s.owner, s.id)).rejects.toMatchObject({
      code: 'AA00051',
    });
    expect(await mailsTo(t.db, s.client.user.email, 'booking-accepted')).toHaveLength(1);
  });

  it('accept: rolled back with its transaction, the mail is gone too', async () => {
    const s = await pendingRequest();
    await expect(
      t.db.transaction(async (tx) => {
        await acceptBooking(deps(tx), s.owner, s.id);
        expect(await mailsTo(tx, s.client.user.email, 'booking-accepted')).toHaveLength(1);
        throw new Rollback();
      }),
    ).rejects.toThrow(Rollback);
    expect(await statusOf(t.db, s.id)).toBe('pending');
    expect(await mailsTo(t.db, s.client.user.email, 'booking-accepted')).toEqual([]);

    await acceptBooking(deps(t.db), s.owner, s.id);
    expect(await mailsTo(t.db, s.client.user.email, 'booking-accepted')).toHaveLength(1);
  });

  it('a request: the mail commits with the booking, so a node killed after the commit leaves it', async () => {
    const s = await bookingParties(t.app);
    const client: TActor = { id: s.client.user.id, role: 'client' };
    const body = { boatId: s.boat.id, start_date: daysAhead(40), duration: 'day' as const };
    await expect(
      createBooking(deps(killedAfterCommit(t.db)), client, { ...body, skipper: false, people: 2 }),
    ).rejects.toThrow(Crash);
    const requested = await mailsTo(t.db, s.owner.email, 'booking-requested');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ status: 'outbox', locale: 'es' });
  });

  async function openGroup(seats = 6) {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: seats, passengers: passengers(2) }),
    );
    return { ...parties, group };
  }

  it('join: the mail commits with the seats, so a node killed after the commit leaves it, once', async () => {
    const g = await openGroup();
    const joiner = await createClient(t.app);
    const actor: TActor = { id: joiner.user.id, role: 'client' };
    const body = { passengers: passengers(1) };
    await expect(joinGroup(deps(killedAfterCommit(t.db)), actor, g.group.id, body)).rejects.toThrow(
      Crash,
    );
    const joined = await mailsTo(t.db, joiner.user.email, 'group-joined');
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ status: 'outbox' });

    // joining again is refused (409): no second mail
    await expect(joinGroup(deps(t.db), actor, g.group.id, body)).rejects.toMatchObject({
      code: 'AA00075',
    });
    expect(await mailsTo(t.db, joiner.user.email, 'group-joined')).toHaveLength(1);
  });

  it('join: rolled back with its transaction, the mails are gone too (the member, the group, the owner)', async () => {
    const g = await openGroup(3);
    const joiner = await createClient(t.app);
    const actor: TActor = { id: joiner.user.id, role: 'client' };
    const body = { passengers: passengers(1) };
    const addresses = [joiner.user.email, g.creator.user.email, g.owner.email];
    const sent = (db: TDbOrTx) =>
      db
        .select({ id: mails.id, to: mails.to, template: mails.template })
        .from(mails)
        .where(inArray(mails.to, addresses))
        .orderBy(mails.createdAt);
    const before = await sent(t.db);
    const isNew = (m: { id: string }) => !before.some((b) => b.id === m.id);
    await expect(
      t.db.transaction(async (tx) => {
        // the last seat: the group is complete and the request goes to the owner
        await joinGroup(deps(tx), actor, g.group.id, body);
        const during = (await sent(tx)).filter(isNew);
        expect(during.map((m) => m.template).sort()).toEqual([
          'booking-requested',
          'group-complete',
          'group-complete',
          'group-joined',
        ]);
        throw new Rollback();
      }),
    ).rejects.toThrow(Rollback);
    expect(await sent(t.db)).toEqual(before);

    await joinGroup(deps(t.db), actor, g.group.id, body);
    const after = (await sent(t.db)).filter(isNew);
    expect(after.filter((m) => m.to === joiner.user.email).map((m) => m.template)).toEqual([
      'group-joined',
      'group-complete',
    ]);
    expect(after.filter((m) => m.to === g.owner.email).map((m) => m.template)).toEqual([
      'booking-requested',
    ]);
  });

  it("the group-deadline job: the members' mails commit with the cancellation, once", async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { date: groupDate(21) }),
    );
    const job = createGroupDeadlineJob({
      payments: t.app.payments,
      mail: { db: t.db, mailer: t.app.mailer, publicUrl: t.app.config.publicUrl, log: t.app.log },
      onlyGroupId: group.id,
    });
    const now = new Date(new Date(group.deadline).getTime() + 1);
    // a round whose node dies after the commit: its after-commit work never runs
    const round = await t.db.transaction((tx) => job.run(tx, now));
    expect(typeof round === 'object' && round.count).toBe(1);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ status: 'canceled', canceledReason: 'deadline' });
    expect(await mailsTo(t.db, parties.creator.user.email, 'group-canceled')).toHaveLength(1);
    expect(await runJobOnce(t.db, job, now)).toBe(0);
    expect(await mailsTo(t.db, parties.creator.user.email, 'group-canceled')).toHaveLength(1);
  });

  it("a boat's approval: the owner's mail commits with it, so a node killed after the commit leaves it", async () => {
    const { owner, boat } = await createTestBoat(t.db, { status: 'pending_review' });
    const admin = await createUser(t.db, { role: 'admin' });
    const review = {
      db: killedAfterCommit(t.db),
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
    };
    await expect(approveBoat(review, { id: admin.id, role: 'admin' }, boat.id)).rejects.toThrow(
      Crash,
    );
    expect(await mailsTo(t.db, owner.email, 'boat-approved')).toHaveLength(1);
  });

  it('unread-message alerts: the mail commits with the claim, once', async () => {
    const s = await bookingParties(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversation',
      headers: s.client.headers,
      payload: { boatId: s.boat.id, message: '¿Está libre en agosto?' },
    });
    expect(started.statusCode).toBe(201);
    const job = createChatAlertsJob({
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
      log: t.app.log,
      delayMinutes: 10,
    });
    const later = new Date(Date.now() + 11 * 60_000);
    // a round whose node dies after the commit: its after-commit work never runs
    await t.db.transaction((tx) => job.run(tx, later));
    expect(await mailsTo(t.db, s.owner.email, 'chat-unread')).toHaveLength(1);
    expect(await runJobOnce(t.db, job, later)).toBe(0);
    expect(await mailsTo(t.db, s.owner.email, 'chat-unread')).toHaveLength(1);
  });

  it('AfterCommit refuses to run with mails queued but never stored', async () => {
    const later = new AfterCommit();
    later.bookingMail(deps(t.db).mail, 'requested', '00000000-0000-0000-0000-000000000000');
    await expect(later.run()).rejects.toThrow('never stored');
  });
});
