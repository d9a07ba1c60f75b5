import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client';
import { plans } from '../../db/schema';
import { harbours } from '../../db/schema';
import type { TBoatOverrides } from '../../db/factories';
import { addDays, todayInMadrid } from '../../shared/dates';
import { firstGroupDate } from '../../shared/groups';
import type { TGroup } from '../../shared/schemas/group';
import { bearerOf, createClient, createTestBoat, type THeaders } from './booking';

/**
 * Helpers for group tests: a boat offering the first plan (same price every season: day 300 €,
 * skipper 180 €, 8 places), a creator with a card, and the body of `POST /group`.
 */
export async function groupParties(
  app: FastifyInstance,
  options: { boat?: Partial<TBoatOverrides> } = {},
) {
  const plan = await firstPlan(app.db);
  const { owner, boat } = await createTestBoat(app.db, { planIds: [plan.id], ...options.boat });
  const ownerHeaders = await bearerOf(app, owner);
  const creator = await createClient(app);
  const [harbour] = await app.db
    .select({ slug: harbours.slug })
    .from(harbours)
    .where(eq(harbours.id, boat.harbourId));
  return { owner, boat, ownerHeaders, creator, planSlug: plan.slug, harbourSlug: harbour!.slug };
}

async function firstPlan(db: TDbOrTx): Promise<{ id: number; slug: string }> {
  const [plan] = await db.select({ id: plans.id, slug: plans.slug }).from(plans).limit(1);
  return plan!;
}

/** A date far enough ahead for any group (30 days), `YYYY-MM-DD`. */
export function groupDate(days = 30): string {
  const first = firstGroupDate();
  const wanted = addDays(todayInMadrid(), days);
  return wanted > first ? wanted : first;
}

export function groupBody(
  parties: { boat: { id: string }; harbourSlug: string; planSlug: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    date: groupDate(),
    country: 'ES',
    harbour: parties.harbourSlug,
    plan: parties.planSlug,
    number_of_people: 6,
    boatId: parties.boat.id,
    passengers: [{ name: 'Ana', email: 'ana@example.com' }],
    group_name: 'Calas del sur',
    note: 'Un día de calas y snorkel, salimos a las diez.',
    ...overrides,
  };
}

/** `POST /group`, which must answer 201. */
export async function createTestGroup(
  app: FastifyInstance,
  headers: THeaders,
  body: Record<string, unknown>,
): Promise<TGroup> {
  const response = await app.inject({ method: 'POST', url: '/api/group', headers, payload: body });
  if (response.statusCode !== 201)
    throw new Error(`POST /group answered ${response.statusCode}: ${response.body}`);
  return response.json<TGroup>();
}

/** `n` passengers for a join. */
export function passengers(n: number, tag = 'p'): { name: string; email: string }[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Pasajero ${i + 1}`,
    email: `${tag}${i + 1}@example.com`,
  }));
}
