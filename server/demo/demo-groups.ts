import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createUser } from '../../db/factories';
import { stableUuid } from '../../db/ids';
import { boatPlans, boats, harbours, plans } from '../../db/schema';
import { demoPassword } from '../../db/seed/demo-accounts';
import { addDays, todayInMadrid } from '../../shared/dates';
import type { TPaymentProvider } from '../adapters/payments/types';
import { addCard } from '../services/billing/add-card';
import type { TActor, TBookingDeps } from '../services/booking/deps';
import { createGroup } from '../services/group/create-group';
import { findGroupBoats } from '../services/group/group-boats';
import { joinGroup } from '../services/group/join-group';

/** Demo sailors who create and join groups (password `Marea2026!`, like every demo login). */
const sailors = [
  { id: 'sailor-1', name: 'Carmen', surname: 'López Ruiz', locale: 'es' as const },
  { id: 'sailor-2', name: 'Tom', surname: 'Hughes', locale: 'en' as const },
  { id: 'sailor-3', name: 'Pablo', surname: 'Sanz Ortega', locale: 'es' as const },
  { id: 'sailor-4', name: 'Emma', surname: 'Schneider', locale: 'en' as const },
  { id: 'sailor-5', name: 'Irene', surname: 'Vidal Soler', locale: 'es' as const },
  { id: 'sailor-6', name: 'Luca', surname: 'Bianchi', locale: 'en' as const },
];

/** One demo group: where, when, how big, who creates it and who joins with how many seats. */
type TDemoGroup = {
  harbour: string;
  inDays: number;
  people: number;
  creator: string;
  seats: number;
  joins: [string, number][];
  name: string;
  note: string;
};

const demoGroups: TDemoGroup[] = [
  {
    harbour: 'port-olimpic',
    inDays: 9,
    people: 8,
    creator: 'sailor-1',
    seats: 2,
    joins: [
      ['sailor-2', 1],
      ['client', 2],
    ],
    name: 'Atardecer frente a la Barceloneta',
    note: 'Salimos del Port Olímpic hacia el Maresme, baño en calas tranquilas y vuelta con la puesta de sol. Trae toalla y buen humor. / Sunset sail along the Maresme coast with a swim stop.',
  },
  {
    harbour: 'club-de-mar',
    inDays: 14,
    people: 6,
    creator: 'sailor-2',
    seats: 2,
    joins: [['sailor-4', 1]],
    name: 'Palma to Cala Vella: snorkel day',
    note: 'A relaxed day around the bay of Palma: snorkelling at Cala Vella, paella on board (bring your share), back for the evening. Beginners welcome.',
  },
  {
    harbour: 'marina-botafoch',
    inDays: 20,
    people: 10,
    creator: 'sailor-3',
    seats: 3,
    joins: [
      ['sailor-5', 2],
      ['sailor-6', 1],
    ],
    name: 'Ibiza y Formentera en un día',
    note: 'Cruzamos a Formentera por Es Freus, fondeamos en Ses Illetes y volvemos por Espalmador. Agua cristalina garantizada.',
  },
  {
    harbour: 'puerto-banus',
    inDays: 25,
    people: 6,
    creator: 'sailor-4',
    seats: 1,
    joins: [],
    name: 'Dolphin watching off Marbella',
    note: 'Morning out to deeper water where dolphins are often seen, then a swim stop off Cabopino. Looking for 5 more people!',
  },
  {
    harbour: 'marina-de-denia',
    inDays: 32,
    people: 5,
    creator: 'sailor-5',
    seats: 2,
    joins: [['sailor-1', 1]],
    name: 'Cala Portitxol y el Cap de Sant Antoni',
    note: 'Ruta por la costa de Jávea: Portitxol, la Granadella y el Cap de Sant Antoni. Comida en el barco.',
  },
];

const demoCard = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/**
 * PRODUCT.md §9 "some open groups": made through the real use cases (members' first shares charged
 * by the sandbox), on other owners' boats than the demo owner's (their pending requests stay as the
 * demo describes). Runs once, right after the demo is seeded, and only with the sandbox provider.
 * A harbour missing from the catalogue, or without a boat free that day, is skipped.
 */
export async function seedDemoGroups(
  deps: Omit<TBookingDeps, 'payments'> & { db: TDatabase; payments: TPaymentProvider },
  log: FastifyBaseLogger,
): Promise<number> {
  const { db, payments } = deps;
  if (payments.name !== 'sandbox' || !payments.tokenize) return 0;
  const actors = new Map<string, TActor>();
  for (const sailor of sailors) {
    const user = await createUser(db, {
      id: stableUuid(`user:${sailor.id}`),
      email: `${sailor.name.toLowerCase()}@sailors.marea.test`,
      name: sailor.name,
      surname: sailor.surname,
      locale: sailor.locale,
      password: demoPassword,
    });
    const { cardToken } = await payments.tokenize(demoCard);
    await addCard(deps, user.id, cardToken);
    actors.set(sailor.id, { id: user.id, role: 'client' });
  }
  // the demo client already has a card (demo-bookings.ts)
  actors.set('client', { id: stableUuid('user:client'), role: 'client' });
  const demoOwner = stableUuid('user:owner');
  const today = todayInMadrid();
  let made = 0;
  for (const plan of demoGroups) {
    try {
      const date = addDays(today, plan.inDays);
      const [harbour] = await db.select().from(harbours).where(eq(harbours.slug, plan.harbour));
      if (!harbour) continue;
      const options = await findGroupBoats(db, {
        date,
        harbourId: harbour.id,
        people: plan.people,
      });
      const owned = options.length
        ? await db
            .select({ id: boats.id, ownerId: boats.ownerId })
            .from(boats)
            .where(
              inArray(
                boats.id,
                options.map((o) => o.id),
              ),
            )
        : [];
      const ownerOf = new Map(owned.map((b) => [b.id, b.ownerId]));
      const boatId = options.find((o) => ownerOf.get(o.id) !== demoOwner)?.id;
      if (!boatId) continue;
      const [route] = await db
        .select({ slug: plans.slug })
        .from(boatPlans)
        .innerJoin(plans, eq(plans.id, boatPlans.planId))
        .where(eq(boatPlans.boatId, boatId))
        .orderBy(asc(plans.position))
        .limit(1);
      if (!route) continue;
      const chosen = { id: boatId, planSlug: route.slug };
      const creator = actors.get(plan.creator)!;
      const group = await createGroup(deps, creator, {
        date,
        country: 'ES',
        region: null,
        state_province: null,
        harbour: plan.harbour,
        plan: chosen.planSlug,
        boat_type: null,
        number_of_people: plan.people,
        min_price: null,
        max_price: null,
        boat_kind: null,
        boatId: chosen.id,
        passengers: passengersOf(plan.creator, plan.seats),
        cardId: null,
        group_name: plan.name,
        note: plan.note,
      });
      for (const [who, seats] of plan.joins)
        await joinGroup(deps, actors.get(who)!, group.id, {
          passengers: passengersOf(who, seats),
          cardId: null,
        });
      made++;
    } catch (error) {
      log.warn({ err: error, group: plan.name }, 'a demo group could not be made');
    }
  }
  return made;
}

function passengersOf(who: string, seats: number): { name: string; email: string }[] {
  const sailor = sailors.find((s) => s.id === who);
  const name = sailor?.name ?? 'Lucía';
  const email = sailor ? `${name.toLowerCase()}@sailors.marea.test` : 'client@marea.test';
  return Array.from({ length: seats }, (_, i) =>
    i === 0
      ? { name, email }
      : { name: `${name} +${i}`, email: `${name.toLowerCase()}.guest${i}@example.com` },
  );
}
