import type { FastifyInstance } from 'fastify';
import { createBoat, createUser, type TBoatOverrides, type TUser } from '../../db/factories';
import type { TDbOrTx } from '../../db/client';
import { addDays, todayInMadrid } from '../../shared/dates';
import { sessionToken } from './session';
import { saveTestCard } from './billing';

/**
 * Helpers for booking tests: a boat with the same price every season (so dates never change the
 * sums), clients with a saved sandbox card, bearer headers and dates far enough ahead.
 */
export const flatPrices = {
  high: { dayCents: 30_000, halfDayCents: 19_000 },
  mid: { dayCents: 30_000, halfDayCents: 19_000 },
  low: { dayCents: 30_000, halfDayCents: 19_000 },
};

export type THeaders = Record<string, string>;

export async function bearerOf(app: FastifyInstance, user: TUser): Promise<THeaders> {
  const token = await sessionToken(app.db, app.secrets.jwt, { id: user.id, role: user.role });
  return { authorization: `Bearer ${token}` };
}

/** A date `days` after today in Madrid, `YYYY-MM-DD`. */
export function daysAhead(days: number): string {
  return addDays(todayInMadrid(), days);
}

export async function createTestBoat(
  db: TDbOrTx,
  overrides: Partial<TBoatOverrides> = {},
): Promise<{ owner: TUser; boat: Awaited<ReturnType<typeof createBoat>> }> {
  const owner = overrides.ownerId
    ? ({ id: overrides.ownerId } as TUser)
    : await createUser(db, { role: 'shipowner' });
  const boat = await createBoat(db, { prices: flatPrices, ...overrides, ownerId: owner.id });
  return { owner, boat };
}

/** A client with a saved card (`4242…` by default: Visa issued in Spain, no fee). */
export async function createClient(
  app: FastifyInstance,
  cardNumber: string | null = '4242424242424242',
): Promise<{ user: TUser; headers: THeaders }> {
  const user = await createUser(app.db);
  if (cardNumber) await saveTestCard({ db: app.db, payments: app.payments }, user.id, cardNumber);
  return { user, headers: await bearerOf(app, user) };
}

/** The parties of a booking test: a boat with its owner's headers, and a client with a card. */
export async function bookingParties(
  app: FastifyInstance,
  options: { card?: string | null; boat?: Partial<TBoatOverrides> } = {},
) {
  const { owner, boat } = await createTestBoat(app.db, options.boat);
  const ownerHeaders = await bearerOf(app, owner);
  const client = await createClient(app, options.card);
  return { owner, boat, ownerHeaders, client };
}

/**
 * A request through `POST /booking`, which must answer 201: its id. Two days 30 days ahead (or
 * one day, or a half day, when `payload` asks for it), no skipper, two people, unless `payload`
 * says otherwise.
 */
export async function requestBooking(
  app: FastifyInstance,
  headers: THeaders,
  boatId: string,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers,
    payload: {
      boatId,
      start_date: daysAhead(30),
      // a day or half day has no end date of its own
      ...(payload.duration === 'day' || payload.duration === 'half_day'
        ? {}
        : { end_date: daysAhead(31), duration: 'days' }),
      skipper: false,
      people: 2,
      ...payload,
    },
  });
  if (response.statusCode !== 201) throw new Error(`POST /booking: ${response.body}`);
  return response.json().id as string;
}
