import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import {
  bookings,
  groupMembers,
  groups,
  harbours,
  ledgerEntries,
  mails,
  plans,
  users,
} from '../../../db/schema';
import { syncReferenceData } from '../../../db/seed/reference';
import { groupDeadline } from '../../../shared/groups';
import type { TLang } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/money';
import { loadConfig } from '../../config';
import { createMailer } from '../mail/create-mailer';
import { madridDateTime } from '../mail/templates/booking-parts';
import type { TMailer } from '../mail/types';
import { createTestBoat, daysAhead } from '../../testing/booking';
import { useTestDatabase } from '../../testing/test-app';
import { groupLink, sendGroupMails, type TGroupMailEvent } from './group-mails';

const publicUrl = 'https://marea.test';
const log = Fastify({ logger: false }).log;

describe('group mails: who hears about each event, in their language', () => {
  const handle = useTestDatabase();
  const db = () => handle.database.db;
  let mailer: TMailer;
  const deps = () => ({ db: db(), mailer, publicUrl, log });

  beforeAll(async () => {
    await syncReferenceData(db());
    mailer = createMailer({ db: db(), config: loadConfig({ NODE_ENV: 'test' }), log });
  });

  const speaker = (locale: TLang, name: string) =>
    createUser(db(), { locale, name, email: `${name.toLowerCase()}.${randomUUID()}@example.test` });

  async function charge(groupId: string, userId: string, amountCents: number, feeCents = 0) {
    const [entry] = await db()
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        status: 'succeeded',
        amountCents,
        feeCents,
        userId,
        groupId,
        idempotencyKey: `test:${randomUUID()}`,
      })
      .returning();
    return entry!.id;
  }
  async function refund(groupId: string, userId: string, chargeEntryId: string, cents: number) {
    await db()
      .insert(ledgerEntries)
      .values({
        kind: 'refund',
        status: 'succeeded',
        amountCents: cents,
        userId,
        groupId,
        chargeEntryId,
        idempotencyKey: `test:${randomUUID()}`,
      });
  }

  /**
   * A group of 4 at 80,50 € a seat (30 % on joining): Carmen (es) created it with 2 seats,
   * Oliver (en) has 1, an erased account has 1, and Lucía (es) left. Each paid on joining.
   */
  async function makeGroup(status: 'open' | 'requested' | 'confirmed' | 'canceled' = 'requested') {
    const { boat, owner } = await createTestBoat(db(), { name: 'Brisa del Sur' });
    const [harbour] = await db().select().from(harbours).where(eq(harbours.id, boat.harbourId));
    const [plan] = await db().select().from(plans).orderBy(asc(plans.id)).limit(1);
    const [creator, oliver, erased, lucia] = await Promise.all([
      speaker('es', 'Carmen'),
      speaker('en', 'Oliver'),
      speaker('en', 'Erased'),
      speaker('es', 'Lucía'),
    ]);
    const sailDate = daysAhead(20);
    const [group] = await db()
      .insert(groups)
      .values({
        creatorId: creator.id,
        boatId: boat.id,
        status,
        sailDate,
        country: 'ES',
        harbourId: boat.harbourId,
        planId: plan!.id,
        numberOfPeople: 4,
        pricePerPersonCents: 8_050,
        seatsTaken: 4,
        firstPaymentPercent: 30,
        name: 'Cala Deià',
        note: 'Snorkel and paella',
        deadlineAt: groupDeadline(sailDate),
        ...(status === 'canceled'
          ? { canceledAt: new Date(), canceledReason: 'deadline' as const }
          : {}),
      })
      .returning();
    const id = group!.id;
    const member = async (user: TUser, seats: number, paid: number, fee = 0, left = false) => {
      const first = await charge(id, user.id, paid, fee);
      const [row] = await db()
        .insert(groupMembers)
        .values({
          groupId: id,
          userId: user.id,
          seats,
          firstChargeEntryId: first,
          leftAt: left ? new Date() : null,
        })
        .returning();
      return { first, row: row! };
    };
    // Carmen's card has a fee: 48,30 € + 1 €
    const carmen = await member(creator, 2, 4_930, 100);
    const olivers = await member(oliver, 1, 2_415);
    await member(erased, 1, 2_415);
    const lucias = await member(lucia, 1, 2_415, 0, true);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
    return {
      id,
      group: group!,
      boat,
      owner,
      harbourName: harbour!.name,
      creator,
      oliver,
      erased,
      lucia,
      charges: { carmen: carmen.first, oliver: olivers.first, lucia: lucias.first },
    };
  }

  async function request(
    g: Awaited<ReturnType<typeof makeGroup>>,
    values: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const [booking] = await db()
      .insert(bookings)
      .values({
        boatId: g.boat.id,
        clientId: g.creator.id,
        groupId: g.id,
        status: 'pending',
        startDate: g.group.sailDate,
        endDate: g.group.sailDate,
        duration: 'day',
        during: `[${g.group.sailDate} 10:00:00,${g.group.sailDate} 20:00:00)`,
        people: 4,
        skipper: true,
        priceDays: [],
        boatCents: 30_000,
        skipperCents: 2_200,
        totalCents: 32_200,
        firstPaymentPercent: 30,
        respondBy: new Date('2030-01-02T09:30:00Z'),
        ...values,
      })
      .returning();
    await db().update(groups).set({ bookingId: booking!.id }).where(eq(groups.id, g.id));
    return booking!;
  }

  async function send(event: TGroupMailEvent, id: string, userIds?: string[]) {
    await sendGroupMails(deps(), event, id, userIds ? { userIds } : {});
    await mailer.idle();
  }
  const mailsTo = (...people: TUser[]) =>
    db()
      .select()
      .from(mails)
      .where(
        inArray(
          mails.to,
          people.map((p) => p.email),
        ),
      )
      .orderBy(asc(mails.createdAt));
  const link = (locale: TLang, id: string) => groupLink(publicUrl, locale, id);

  it('created → only the creator, in Spanish, with her charge, the deadline and the link', async () => {
    const g = await makeGroup('open');
    await db().update(groups).set({ seatsTaken: 2 }).where(eq(groups.id, g.id));
    await send('created', g.id);
    const [mail, ...rest] = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: g.creator.email, template: 'group-created', locale: 'es' });
    expect(mail!.subject).toContain('Cala Deià');
    expect(mail!.text).toContain('Hola, Carmen:');
    expect(mail!.text).toContain(link('es', g.id));
    // the charge as the ledger has it (fee included), the rest of 2 × 80,50 € after 30 %
    expect(mail!.text).toContain(formatMoney(4_930, 'es'));
    expect(mail!.text).toContain(formatMoney(11_270, 'es'));
    expect(mail!.text).toContain('las 2 plazas que quedan');
    expect(mail!.text).toContain(madridDateTime(g.group.deadlineAt.toISOString(), 'es'));
  });

  it('joined → the joining members given, in their language; an erased account gets nothing', async () => {
    const g = await makeGroup('open');
    await db().update(groups).set({ seatsTaken: 3 }).where(eq(groups.id, g.id));
    await send('joined', g.id, [g.oliver.id, g.erased.id]);
    const sent = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: g.oliver.email, template: 'group-joined', locale: 'en' });
    expect(mail!.text).toContain('Hi Oliver,');
    expect(mail!.text).toContain('1 seat at €80.50 per person');
    expect(mail!.text).toContain(formatMoney(2_415, 'en'));
    expect(mail!.text).toContain(`The rest, ${formatMoney(5_635, 'en')}`);
    expect(mail!.text).toContain('1 seat left');
    expect(mail!.text).toContain(link('en', g.id));
    expect(mail!.html).toContain(`href="${link('en', g.id)}"`);
  });

  it('joined without a ledger charge shows the first-payment share of the seats', async () => {
    const g = await makeGroup('open');
    const late = await speaker('en', 'Noah');
    await db().insert(groupMembers).values({ groupId: g.id, userId: late.id, seats: 3 });
    await send('joined', g.id, [late.id]);
    const [mail] = await mailsTo(late);
    // 30 % of 3 × 80,50 € = 72,45 €, the rest 169,05 €
    expect(mail!.text).toContain(formatMoney(7_245, 'en'));
    expect(mail!.text).toContain(formatMoney(16_905, 'en'));
  });

  it('joined and left with no user ids send nothing', async () => {
    const g = await makeGroup('open');
    await send('joined', g.id);
    await send('left', g.id);
    expect(await mailsTo(g.creator, g.oliver, g.erased, g.lucia)).toEqual([]);
  });

  it('complete → every active member (not who left, not the erased), with the answer deadline', async () => {
    const g = await makeGroup();
    await request(g);
    await send('complete', g.id);
    const sent = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(sent.map((m) => [m.to, m.locale, m.template])).toEqual([
      [g.creator.email, 'es', 'group-complete'],
      [g.oliver.email, 'en', 'group-complete'],
    ]);
    expect(sent[0]!.text).toContain('Brisa del Sur');
    expect(sent[0]!.text).toContain(madridDateTime('2030-01-02T09:30:00Z', 'es'));
    expect(sent[1]!.text).toContain(madridDateTime('2030-01-02T09:30:00Z', 'en'));
    expect(sent[1]!.text).toContain(link('en', g.id));
  });

  it('confirmed → every active member, with the day, hours, harbour and their own balance', async () => {
    const g = await makeGroup('confirmed');
    await request(g, { status: 'accepted', decidedAt: new Date() });
    await send('confirmed', g.id);
    const [carmen, oliver] = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(carmen).toMatchObject({ template: 'group-confirmed', locale: 'es' });
    expect(carmen!.text).toContain('de 10:00 a 20:00');
    expect(carmen!.text).toContain(g.harbourName);
    expect(carmen!.text).toContain(formatMoney(11_270, 'es'));
    expect(oliver).toMatchObject({ template: 'group-confirmed', locale: 'en' });
    expect(oliver!.text).toContain('10:00–20:00');
    expect(oliver!.text).toContain(formatMoney(5_635, 'en'));
  });

  it('boat-declined → the creator is asked to choose a boat, the others to wait', async () => {
    const g = await makeGroup();
    await request(g, { status: 'expired' });
    await send('boat-declined', g.id);
    const [carmen, oliver, ...rest] = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(rest).toEqual([]);
    expect(carmen!.template).toBe('group-boat-declined');
    expect(carmen!.text).toContain('no ha respondido a tiempo');
    expect(carmen!.text).toContain(`Elegir otro barco:\n${link('es', g.id)}`);
    expect(oliver!.text).toContain('did not answer');
    expect(oliver!.text).toContain('creator is choosing a similar boat');
    expect(oliver!.text).not.toContain('Choose another boat');
  });

  it('boat-declined reads the owner’s rejection, even when the group no longer points at it', async () => {
    const g = await makeGroup();
    await request(g, { status: 'rejected', rejectReason: 'owner', decidedAt: new Date() });
    await db().update(groups).set({ bookingId: null }).where(eq(groups.id, g.id));
    await send('boat-declined', g.id);
    const [, oliver] = await mailsTo(g.creator, g.oliver);
    expect(oliver!.text).toContain('The owner of Brisa del Sur cannot take the group');
  });

  it('boat-changed → every active member, naming the new boat and its answer deadline', async () => {
    const g = await makeGroup();
    const { boat: other } = await createTestBoat(db(), { name: 'Mistral' });
    await db().update(groups).set({ boatId: other.id }).where(eq(groups.id, g.id));
    await request(g, { boatId: other.id });
    await send('boat-changed', g.id);
    const sent = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.template).toBe('group-boat-changed');
      expect(mail.subject).toContain('Mistral');
      expect(mail.text).not.toContain('Brisa del Sur');
    }
  });

  it('canceled → the members active then, each with the sum of their refunds and the reason', async () => {
    const g = await makeGroup('canceled');
    await refund(g.id, g.creator.id, g.charges.carmen, 4_930);
    await refund(g.id, g.oliver.id, g.charges.oliver, 2_000);
    await refund(g.id, g.oliver.id, g.charges.oliver, 415);
    await send('canceled', g.id);
    const [carmen, oliver, ...rest] = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(rest).toEqual([]);
    expect(carmen).toMatchObject({ template: 'group-canceled', locale: 'es' });
    expect(carmen!.text).toContain('48 horas antes');
    expect(carmen!.text).toContain(formatMoney(4_930, 'es'));
    expect(oliver!.text).toContain('48 hours before sailing');
    expect(oliver!.text).toContain(formatMoney(2_415, 'en'));
  });

  it('canceled by the owner, to the user ids given', async () => {
    const g = await makeGroup('canceled');
    await db().update(groups).set({ canceledReason: 'owner' }).where(eq(groups.id, g.id));
    await send('canceled', g.id, [g.oliver.id]);
    const sent = await mailsTo(g.creator, g.oliver, g.erased, g.lucia);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('The owner of Brisa del Sur canceled');
    // nothing refunded in the ledger yet
    expect(sent[0]!.text).toContain('You had not been charged.');
  });

  it('left → the leaver, with the refund of that membership only', async () => {
    const g = await makeGroup('open');
    // Lucía had left once and was refunded; she joined again and left again
    await refund(g.id, g.lucia.id, g.charges.lucia, 2_415);
    const again = await charge(g.id, g.lucia.id, 4_830);
    await db()
      .insert(groupMembers)
      .values({ groupId: g.id, userId: g.lucia.id, seats: 2, firstChargeEntryId: again });
    await refund(g.id, g.lucia.id, again, 4_830);
    await db()
      .update(groupMembers)
      .set({ leftAt: new Date() })
      .where(eq(groupMembers.firstChargeEntryId, again));
    await send('left', g.id, [g.lucia.id]);
    const sent = await mailsTo(g.creator, g.oliver, g.lucia);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: g.lucia.email, template: 'group-left', locale: 'es' });
    expect(sent[0]!.text).toContain(`Te hemos devuelto ${formatMoney(4_830, 'es')}`);
    expect(sent[0]!.text).toContain(link('es', g.id));
  });

  it('never fails the caller: no deps, an unknown group, a mailer that throws', async () => {
    const g = await makeGroup();
    await expect(sendGroupMails(undefined, 'complete', g.id)).resolves.toBeUndefined();
    await expect(sendGroupMails(deps(), 'complete', randomUUID())).resolves.toBeUndefined();
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const delivered: string[] = [];
    const flaky: TMailer = {
      ...deps().mailer,
      async send(input) {
        if (input.to === g.creator.email) throw new Error('outbox down');
        delivered.push(input.to);
      },
    };
    await expect(
      sendGroupMails({ ...deps(), mailer: flaky }, 'confirmed', g.id),
    ).resolves.toBeUndefined();
    expect(delivered).toEqual([g.oliver.email]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    expect(await mailsTo(g.creator, g.oliver)).toEqual([]);
  });
});
