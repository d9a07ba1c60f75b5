import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser, type TUser } from '../../db/factories';
import {
  boats,
  bookings,
  groupMembers,
  groups,
  mails,
  plans,
  users,
  valuations,
} from '../../db/schema';
import { syncReferenceData } from '../../db/seed/reference';
import { addDays } from '../../shared/dates';
import type { TLang } from '../../shared/i18n';
import { loadConfig } from '../config';
import { createMailer } from '../services/mail/create-mailer';
import { createTestBoat, daysAhead } from '../testing/booking';
import { useTestDatabase } from '../testing/test-app';
import { runJobOnce } from './scheduler';
import { createValuationsJob, valuationsJob } from './valuations';

const publicUrl = 'https://marea.test';
const log = Fastify({ logger: false }).log;
const minute = 60_000;
const day = 86_400_000;

describe('valuations job', () => {
  const handle = useTestDatabase();
  const db = () => handle.database.db;
  let job: ReturnType<typeof createValuationsJob>;

  beforeAll(async () => {
    await syncReferenceData(db());
    const mailer = createMailer({ db: db(), config: loadConfig({ NODE_ENV: 'test' }), log });
    job = createValuationsJob({ mailer, publicUrl, log });
  });

  const person = (name: string, locale: TLang = 'es') =>
    createUser(db(), { name, locale, email: `${name.toLowerCase()}.${randomUUID()}@example.test` });

  /** An enjoyed one-day trip that ended `daysAgo` days ago; answers it and its window's end. */
  async function trip(options: { daysAgo: number; client: TUser; groupId?: string }) {
    const owner = await person('Jordi');
    const { boat } = await createTestBoat(db(), { ownerId: owner.id });
    const date = daysAhead(-options.daysAgo);
    const [row] = await db()
      .insert(bookings)
      .values({
        boatId: boat.id,
        clientId: options.client.id,
        groupId: options.groupId ?? null,
        status: 'enjoyed',
        startDate: date,
        endDate: date,
        duration: 'day',
        during: `[${date} 10:00:00,${date} 19:00:00)`,
        people: 2,
        skipper: false,
        priceDays: [{ date, priceCents: 30_000 }],
        boatCents: 30_000,
        skipperCents: 0,
        totalCents: 30_000,
        firstPaymentPercent: 30,
        respondBy: new Date(Date.now() - 40 * day),
      })
      .returning();
    const [closes] = await queryRows<{ at: string | Date }>(
      db(),
      sql`select ((${date}::date + 15)::timestamp at time zone 'Europe/Madrid') as at`,
    );
    return { booking: row!, boat, owner, closesAt: new Date(closes!.at) };
  }

  async function write(
    found: Awaited<ReturnType<typeof trip>>,
    author: 'client' | 'owner',
    clientId: string,
    rating = 4,
  ) {
    const categories =
      author === 'client' ? { boatCondition: 5, cleanliness: 4, communication: 5, value: 3 } : {};
    await db()
      .insert(valuations)
      .values({
        bookingId: found.booking.id,
        boatId: found.boat.id,
        clientId,
        ownerId: found.boat.ownerId,
        author,
        rating,
        ...categories,
        comment: 'Un día estupendo en el mar.',
        lang: 'es',
        closesAt: found.closesAt,
      });
  }

  const mailsTo = (user: TUser) =>
    db().select().from(mails).where(eq(mails.to, user.email)).orderBy(asc(mails.createdAt));

  it('publishes a lone valuation when its window closes, and the boat’s rating follows', async () => {
    const client = await person('Ana');
    const found = await trip({ daysAgo: 2, client });
    await write(found, 'client', client.id, 4);
    const ratingOf = async () =>
      (await db().select().from(boats).where(eq(boats.id, found.boat.id)))[0]!;
    await runJobOnce(db(), valuationsJob, new Date(found.closesAt.getTime() - minute));
    expect((await ratingOf()).ratingCount).toBe(0);
    expect(await runJobOnce(db(), valuationsJob, found.closesAt)).toBe(1);
    const boat = await ratingOf();
    expect(boat.ratingCount).toBe(1);
    expect(boat.ratingAverage).toBe(4);
    expect(boat.ratingValue).toBe(3);
    const [row] = await db()
      .select()
      .from(valuations)
      .where(eq(valuations.bookingId, found.booking.id));
    expect(row!.revealedAt?.getTime()).toBe(found.closesAt.getTime());
    const [owner] = await db().select().from(users).where(eq(users.id, found.owner.id));
    expect(owner!.ownerRatingCount).toBe(1);
    expect(await runJobOnce(db(), valuationsJob, new Date(found.closesAt.getTime() + day))).toBe(0);
  });

  it('reminds both sides once after the trip, then once more before the window closes', async () => {
    const client = await person('Tom', 'en');
    const found = await trip({ daysAgo: 1, client });
    const now = new Date();
    await runJobOnce(db(), job, now);
    await runJobOnce(db(), job, new Date(now.getTime() + 10 * minute));
    const first = await mailsTo(client);
    expect(first.map((m) => m.subject)).toEqual([`How was your trip on ${found.boat.name}?`]);
    expect(first[0]!.text).toContain(`${publicUrl}/en/settings/valuations`);
    const owners = await mailsTo(found.owner);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.subject).toContain('Valora a tus clientes');

    const lastAt = new Date(found.closesAt.getTime() - 2 * day - minute);
    await runJobOnce(db(), job, lastAt);
    await runJobOnce(db(), job, new Date(lastAt.getTime() + 10 * minute));
    const all = await mailsTo(client);
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe(`3 days left to review the trip on ${found.boat.name}`);
    expect(await mailsTo(found.owner)).toHaveLength(2);
    // once the window has closed, nobody hears again
    await runJobOnce(db(), job, new Date(found.closesAt.getTime() + minute));
    expect(await mailsTo(client)).toHaveLength(2);
  });

  it('sends only the last reminder when the trip is found in its last days', async () => {
    const client = await person('Emma', 'en');
    await trip({ daysAgo: 12, client });
    await runJobOnce(db(), job, new Date());
    const sent = await mailsTo(client);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^\d days? left/);
  });

  it('sends a reminder once even when two rounds run at once, without the job lock', async () => {
    const client = await person('Nora');
    await trip({ daysAgo: 1, client });
    const now = new Date();
    // on PostgreSQL the two claims race for the same rows: the primary key lets one win
    const rounds = await Promise.all([1, 2].map(() => db().transaction((tx) => job.run(tx, now))));
    for (const round of rounds) if (typeof round !== 'number') await round.afterCommit?.();
    expect(await mailsTo(client)).toHaveLength(1);
  });

  it('does not remind who has already written', async () => {
    const both = await person('Luis');
    const done = await trip({ daysAgo: 1, client: both });
    await write(done, 'client', both.id);
    await write(done, 'owner', both.id);
    const onlyClient = await person('Marta');
    const half = await trip({ daysAgo: 1, client: onlyClient });
    await write(half, 'client', onlyClient.id);
    await runJobOnce(db(), job, new Date());
    expect(await mailsTo(both)).toHaveLength(0);
    expect(await mailsTo(done.owner)).toHaveLength(0);
    expect(await mailsTo(onlyClient)).toHaveLength(0);
    expect(await mailsTo(half.owner)).toHaveLength(1);
  });

  it('reminds every active member of a group trip, and its owner until all are rated', async () => {
    const [carmen, oliver, left, erased] = await Promise.all([
      person('Carmen'),
      person('Oliver', 'en'),
      person('Pablo'),
      person('Erased'),
    ]);
    const { boat } = await createTestBoat(db(), { ownerId: carmen.id });
    const [plan] = await db().select().from(plans).orderBy(asc(plans.id)).limit(1);
    const sailDate = addDays(daysAhead(0), -1);
    const [group] = await db()
      .insert(groups)
      .values({
        creatorId: carmen.id,
        boatId: boat.id,
        status: 'sailed',
        sailDate,
        country: 'ES',
        harbourId: boat.harbourId,
        planId: plan!.id,
        numberOfPeople: 4,
        pricePerPersonCents: 8_050,
        seatsTaken: 4,
        firstPaymentPercent: 30,
        name: 'Cala Deià',
        note: 'Snorkel y paella',
        deadlineAt: new Date(Date.now() - 10 * day),
      })
      .returning();
    for (const [user, leftAt] of [
      [carmen, null],
      [oliver, null],
      [left, new Date()],
      [erased, null],
    ] as const)
      await db()
        .insert(groupMembers)
        .values({ groupId: group!.id, userId: user.id, seats: 1, leftAt });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
    const found = await trip({ daysAgo: 1, client: carmen, groupId: group!.id });
    await write(found, 'owner', carmen.id);
    await runJobOnce(db(), job, new Date());
    expect(await mailsTo(carmen)).toHaveLength(1);
    expect((await mailsTo(oliver))[0]!.subject).toBe(`How was your trip on ${found.boat.name}?`);
    expect(await mailsTo(left)).toHaveLength(0);
    expect(await mailsTo(erased)).toHaveLength(0);
    // the owner still has Oliver to rate
    expect(await mailsTo(found.owner)).toHaveLength(1);
    await write(found, 'owner', oliver.id);
    await runJobOnce(db(), job, new Date(found.closesAt.getTime() - day));
    expect(await mailsTo(found.owner)).toHaveLength(1);
    expect(await mailsTo(oliver)).toHaveLength(2);
  });
});
