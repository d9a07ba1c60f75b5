import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { bookingLifecycleJob } from '../../jobs/booking-lifecycle';
import { runJobOnce } from '../../jobs/scheduler';
import { bookingParties, requestBooking, type THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Every transition of PRODUCT.md §3 from every state, through the API: the legal ones answer 200,
 * every other one a 409 in the error shape with nothing changed. The states are reached the way
 * the product reaches them (requests, answers, the lifecycle job on a driven clock).
 */
const states = [
  'pending',
  'offered',
  'accepted',
  'checkedIn',
  'rejected',
  'expired',
  'canceled',
  'enjoyed',
] as const;
type TState = (typeof states)[number];

type TAction = { name: string; path: string; by: 'owner' | 'client'; body?: object };
const actions: TAction[] = [
  { name: 'accept', path: 'accept', by: 'owner' },
  { name: 'reject', path: 'reject', by: 'owner' },
  { name: 'offer', path: 'offer', by: 'owner', body: { discount: 15, note: 'Temporada baja' } },
  { name: 'accept the offer', path: 'offer/accept', by: 'client' },
  { name: 'cancel (client)', path: 'cancel', by: 'client' },
  { name: 'cancel (owner)', path: 'cancel', by: 'owner' },
  { name: 'check in', path: 'check-in', by: 'owner' },
];

/** The legal moves: state → the actions that succeed from it. */
const legal: Record<TState, string[]> = {
  pending: ['accept', 'reject', 'offer', 'cancel (client)'],
  offered: ['accept', 'reject', 'offer', 'accept the offer', 'cancel (client)'],
  accepted: ['cancel (client)', 'cancel (owner)', 'check in'],
  checkedIn: [],
  rejected: [],
  expired: [],
  canceled: [],
  enjoyed: [],
};

describe('booking transitions: every action from every state', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (id: string, path: string, headers: THeaders, body?: object) =>
    t.app.inject({ method: 'POST', url: `/api/booking/${id}/${path}`, headers, payload: body });
  const rowOf = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  /** A fresh booking in `state`, with its parties' headers. The departure day is today. */
  async function bookingIn(state: TState) {
    const parties = await bookingParties(t.app, { boat: { cancelationConditions: 'moderate' } });
    const headers = { owner: parties.ownerHeaders, client: parties.client.headers };
    const id = await requestBooking(t.app, headers.client, parties.boat.id, { duration: 'day' });
    const must = async (path: string, by: 'owner' | 'client', body?: object) => {
      const answer = await post(id, path, headers[by], body);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    if (state === 'offered') await must('offer', 'owner', { price: '250.00' });
    if (state === 'accepted' || state === 'checkedIn' || state === 'enjoyed')
      await must('accept', 'owner');
    if (state === 'rejected') await must('reject', 'owner');
    if (state === 'canceled') await must('cancel', 'client');
    if (state === 'expired') {
      const late = new Date((await rowOf(id)).respondBy.getTime() + 60_000);
      await runJobOnce(t.db, bookingLifecycleJob, late);
    }
    // the departure day has come (a request cannot be made for today itself)
    const today = todayInMadrid();
    await t.db
      .update(bookings)
      .set({ startDate: today, endDate: today })
      .where(eq(bookings.id, id));
    if (state === 'checkedIn') await must('check-in', 'owner');
    if (state === 'enjoyed')
      await runJobOnce(
        t.db,
        bookingLifecycleJob,
        new Date(Date.parse(`${addDays(today, 40)}T12:00:00Z`)),
      );
    return { id, headers };
  }

  for (const state of states) {
    describe(`from ${state}`, () => {
      for (const action of actions) {
        const allowed = legal[state].includes(action.name);
        it(`${action.name}: ${allowed ? '200' : '409, nothing changed'}`, async () => {
          const { id, headers } = await bookingIn(state);
          const before = await rowOf(id);
          const answer = await post(id, action.path, headers[action.by], action.body);
          if (allowed) {
            expect(answer.statusCode, answer.body).toBe(200);
            return;
          }
          expect(answer.statusCode, answer.body).toBe(409);
          const body = answer.json();
          expect(body.code).toMatch(/^AA\d{5}$/);
          expect(body.message.es).toBeTruthy();
          expect(body.message.en).toBeTruthy();
          expect(await rowOf(id)).toEqual(before);
        });
      }
    });
  }
});
