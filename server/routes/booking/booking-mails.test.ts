import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, mails, users } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import type { TLang } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/money';
import { createBookingLifecycleJob } from '../../jobs/booking-lifecycle';
import { runJobOnce } from '../../jobs/scheduler';
import { bookingLink } from '../../services/booking/booking-mails';
import { createBooking } from '../../services/booking/create-booking';
import {
  bookingParties,
  createClient,
  daysAhead,
  requestBooking,
  type THeaders,
} from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('booking mails: the right person, in their language, after the event', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const act = (name: string, id: string, headers: THeaders, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${name}`, headers, payload });
  const speaks = (id: string, locale: TLang) =>
    t.db.update(users).set({ locale }).where(eq(users.id, id));
  const mailsTo = (to: string) =>
    t.db.select().from(mails).where(eq(mails.to, to)).orderBy(asc(mails.createdAt));
  const link = (locale: TLang, id: string) => bookingLink(t.app.config.publicUrl, locale, id);

  /** A boat whose owner reads English, and a client who reads Spanish. */
  async function parties(boat: Parameters<typeof bookingParties>[1] = {}) {
    const s = await bookingParties(t.app, boat);
    await speaks(s.owner.id, 'en');
    await speaks(s.client.user.id, 'es');
    return s;
  }

  it('request → owner; offer, accept → client; the overlapping request → its client, rejected as unavailable', async () => {
    const s = await parties();
    const other = await createClient(t.app);
    await speaks(other.user.id, 'en');
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    const overlapping = await requestBooking(t.app, other.headers, s.boat.id, {
      start_date: daysAhead(31),
      end_date: daysAhead(32),
    });

    const [request] = await mailsTo(s.owner.email);
    expect(request).toMatchObject({ template: 'booking-requested', locale: 'en' });
    expect(request!.subject).toContain(s.boat.name);
    expect(request!.text).toContain(link('en', id));
    expect(request!.text).toContain(formatMoney(60_000, 'en'));
    expect(await mailsTo(s.client.user.email)).toEqual([]);

    const offered = await act('offer', id, s.ownerHeaders, { price: '540', note: 'Midweek' });
    expect(offered.statusCode).toBe(200);
    const accepted = await act('offer/accept', id, s.client.headers, {
      offeredAt: offered.json().offer.offeredAt,
    });
    expect(accepted.statusCode).toBe(200);

    const [offer, confirmed] = await mailsTo(s.client.user.email);
    expect(offer).toMatchObject({ template: 'booking-offer', locale: 'es' });
    expect(offer!.text).toContain(formatMoney(54_000, 'es'));
    expect(offer!.text).toContain('Midweek');
    expect(offer!.text).toContain(link('es', id));
    expect(confirmed).toMatchObject({ template: 'booking-accepted', locale: 'es' });
    // 30 % of 540 €, charged now
    expect(confirmed!.text).toContain(formatMoney(16_200, 'es'));
    expect(confirmed!.subject).toContain('Reserva confirmada');

    const [rejected] = (await mailsTo(other.user.email)).filter(
      (m) => m.template === 'booking-rejected',
    );
    expect(rejected).toMatchObject({ locale: 'en' });
    expect(rejected!.text).toContain('no longer available');
    expect(rejected!.text).toContain(link('en', overlapping));
  });

  it('the owner rejects → the client is told, in Spanish', async () => {
    const s = await parties();
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    expect((await act('reject', id, s.ownerHeaders)).statusCode).toBe(200);
    const [rejected] = await mailsTo(s.client.user.email);
    expect(rejected).toMatchObject({ template: 'booking-rejected', locale: 'es' });
    expect(rejected!.text).toContain('no puede atender');
  });

  it('the client cancels: both are told, and the client gets the refund receipt', async () => {
    const s = await parties({ boat: { cancelationConditions: 'strict' } });
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(200);
    expect((await act('cancel', id, s.client.headers)).statusCode).toBe(200);

    const client = await mailsTo(s.client.user.email);
    expect(client.map((m) => m.template)).toEqual([
      'booking-accepted',
      'booking-canceled',
      'booking-refunded',
    ]);
    expect(client.every((m) => m.locale === 'es')).toBe(true);
    // strict, 30 days ahead: half of the 180 € paid comes back
    expect(client[1]!.text).toContain(formatMoney(9_000, 'es'));
    expect(client[2]!.subject).toContain(formatMoney(9_000, 'es'));
    const owner = await mailsTo(s.owner.email);
    expect(owner.map((m) => [m.template, m.locale])).toEqual([
      ['booking-requested', 'en'],
      ['booking-canceled', 'en'],
    ]);
    expect(owner[1]!.text).toContain('canceled their booking');
  });

  it('the owner cancels: only the client is told, with the full refund', async () => {
    const s = await parties();
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(200);
    expect((await act('cancel', id, s.ownerHeaders)).statusCode).toBe(200);
    const client = await mailsTo(s.client.user.email);
    expect(client.map((m) => m.template)).toEqual([
      'booking-accepted',
      'booking-canceled',
      'booking-refunded',
    ]);
    expect(client[1]!.text).toContain('El armador ha cancelado');
    expect(client[2]!.text).toContain(formatMoney(18_000, 'es'));
    expect((await mailsTo(s.owner.email)).map((m) => m.template)).toEqual(['booking-requested']);
  });

  it('check-in → the client gets the receipt: the balance charged and the total paid', async () => {
    const s = await parties();
    await speaks(s.client.user.id, 'en');
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    expect((await act('accept', id, s.ownerHeaders)).statusCode).toBe(200);
    const today = todayInMadrid();
    await t.db
      .update(bookings)
      .set({ startDate: today, endDate: addDays(today, 1) })
      .where(eq(bookings.id, id));
    expect((await act('check-in', id, s.ownerHeaders)).statusCode).toBe(200);
    const receipt = (await mailsTo(s.client.user.email)).at(-1)!;
    expect(receipt).toMatchObject({ template: 'booking-checked-in', locale: 'en' });
    expect(receipt.text).toContain(`We charged the rest, ${formatMoney(42_000, 'en')}`);
    expect(receipt.text).toContain(`Total paid for this booking: ${formatMoney(60_000, 'en')}`);
    expect(receipt.html).toContain(`href="${link('en', id)}"`);
  });

  it('an unanswered request expires (the job) → the client is told after the round commits', async () => {
    const s = await parties();
    const id = await requestBooking(t.app, s.client.headers, s.boat.id);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    const job = createBookingLifecycleJob({
      db: t.db,
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
      log: t.app.log,
    });
    expect(await runJobOnce(t.db, job, new Date(row!.respondBy.getTime() + 1))).toBeGreaterThan(0);
    const expired = (await mailsTo(s.client.user.email)).filter(
      (m) => m.template === 'booking-expired',
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]!.subject).toContain('ha caducado');
  });

  it('a mail that cannot be sent is logged and does not fail the request', async () => {
    const s = await parties();
    const error = vi.fn();
    const booking = await createBooking(
      {
        db: t.db,
        payments: t.app.payments,
        ownerResponseHours: 24,
        firstPaymentShare: 30,
        mail: {
          db: t.db,
          // the request's mail is written through the mailer of its transaction
          mailer: {
            ...t.app.mailer,
            within: () => ({
              mailer: { ...t.app.mailer, send: () => Promise.reject(new Error('cannot render')) },
              afterCommit: () => {},
            }),
          },
          publicUrl: t.app.config.publicUrl,
          log: { error } as unknown as FastifyBaseLogger,
        },
      },
      { id: s.client.user.id, role: 'client' },
      { boatId: s.boat.id, start_date: daysAhead(40), duration: 'day', skipper: false, people: 2 },
    );
    expect(booking.status).toBe('pending');
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatchObject({ bookingId: booking.id, event: 'requested' });
  });
});
