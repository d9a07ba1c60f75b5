import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createUser, type TBoat, type TUser } from '../../db/factories';
import {
  assets,
  boatCalendarImports,
  boatPictures,
  bookings,
  harbours,
  plans,
} from '../../db/schema';
import { addDays, todayInMadrid } from '../../shared/dates';
import type { TTestApp } from './test-app';
import { issueRefreshToken } from '../services/auth/refresh-tokens';
import { saveTestCard } from './billing';
import { bearerOf, createTestBoat, daysAhead, type THeaders } from './booking';
import { createTestGroup, groupBody, groupDate, passengers } from './group';

/** The callers of the authorization matrix: nobody, two clients, two shipowners and an admin. */
export const roles = [
  'anonymous',
  'client',
  'otherClient',
  'owner',
  'otherOwner',
  'admin',
] as const;
export type TRole = (typeof roles)[number];
export type TUserRole = Exclude<TRole, 'anonymous'>;

export const clientPassword = 'Marea2026!';

/** The account role a matrix role stands for. */
export const userRoleOf = (role: TRole): TUser['role'] =>
  role === 'admin' ? 'admin' : role === 'owner' || role === 'otherOwner' ? 'shipowner' : 'client';

/**
 * What the matrix's rows aim at, built once: the client's objects (a card, bookings in each state,
 * a group, a conversation with the owner) sit on the owner's boat, so the other client and the
 * other owner are strangers to all of them. `make` builds fresh objects for the rows whose
 * permitted call uses its target up (delete, cancel, accept…).
 */
export type TWorld = Awaited<ReturnType<typeof buildMatrixWorld>>;

export async function buildMatrixWorld(t: TTestApp, feedUrl: string) {
  const { app, db } = t;
  const [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
  const users = {
    client: await createUser(db, { password: clientPassword }),
    otherClient: await createUser(db),
    owner: await createUser(db, { role: 'shipowner' }),
    otherOwner: await createUser(db, { role: 'shipowner' }),
    admin: await createUser(db, { role: 'admin' }),
  } satisfies Record<TUserRole, TUser>;
  const headers = { anonymous: {} } as Record<TRole, THeaders>;
  for (const role of roles)
    if (role !== 'anonymous') headers[role] = await bearerOf(app, users[role]);
  // everybody holds a card, so that a refusal is never about paying
  const card = await saveTestCard({ db, payments: app.payments }, users.client.id);
  for (const role of ['otherClient', 'owner', 'otherOwner', 'admin'] as const)
    await saveTestCard({ db, payments: app.payments }, users[role].id);

  /** Three ready boat pictures of `ownerId`, as an upload leaves them (no file behind them). */
  const pictures = async (ownerId: string): Promise<string[]> => {
    const rows = await db
      .insert(assets)
      .values(
        [0, 1, 2].map(() => ({
          ownerId,
          kind: 'boat_picture' as const,
          status: 'ready' as const,
          storageKey: `matrix/${randomUUID()}.jpg`,
          contentType: 'image/jpeg',
          byteSize: 1000,
          width: 1600,
          height: 1067,
        })),
      )
      .returning({ id: assets.id });
    return rows.map((r) => r.id);
  };
  const gallery = {} as Record<TUserRole, string[]>;
  for (const role of Object.keys(users) as TUserRole[])
    gallery[role] = await pictures(users[role].id);

  // every booking gets its own days, so that no request ever finds its dates taken
  let nextDay = 40;
  const freeDays = () => {
    nextDay += 3;
    return daysAhead(nextDay);
  };
  let nextGroupDay = 30;
  /** the owner's boat and its catalogue slugs, set once the boat is made below */
  const refs = { boat: undefined as unknown as TBoat, harbourSlug: '', planSlug: '' };

  /** A published boat of the owner (another owner with `ownerId`), pictured, offering a plan. */
  async function boat(overrides: { ownerId?: string; status?: TBoat['status'] } = {}) {
    const ownerId = overrides.ownerId ?? users.owner.id;
    const made = await createTestBoat(db, { planIds: [plan!.id], ...overrides, ownerId });
    const ids = ownerId === users.owner.id ? await pictures(ownerId) : [];
    if (ids.length > 0)
      await db
        .insert(boatPictures)
        .values(ids.map((assetId, position) => ({ boatId: made.boat.id, assetId, position })));
    return made.boat;
  }

  /** A boat waiting for review, of a user of its own (an approval makes them a shipowner). */
  async function pendingBoat() {
    const submitter = await createUser(db);
    const made = await createTestBoat(db, {
      ownerId: submitter.id,
      status: 'pending_review',
      publishedAt: null,
      submittedAt: new Date(),
    });
    return made.boat;
  }

  /** The client's request for two days of the owner's boat, then offered, accepted or sailed. */
  async function booking(state: 'pending' | 'offered' | 'accepted' | 'enjoyed' = 'pending') {
    const start = freeDays();
    const made = await call('POST', '/api/booking', 'client', {
      boatId: refs.boat.id,
      start_date: start,
      end_date: addDays(start, 1),
      duration: 'days',
      people: 2,
    });
    const id = made.id as string;
    if (state === 'offered')
      await call('POST', `/api/booking/${id}/offer`, 'owner', { discount: 10 });
    if (state === 'accepted' || state === 'enjoyed')
      await call('POST', `/api/booking/${id}/accept`, 'owner');
    if (state === 'enjoyed') {
      const end = addDays(todayInMadrid(), -1);
      await db
        .update(bookings)
        .set({ status: 'enjoyed', startDate: addDays(end, -1), endDate: end })
        .where(eq(bookings.id, id));
    }
    return id;
  }

  /** An enjoyed trip both sides have rated: the two published valuations. */
  async function ratedTrip() {
    const id = await booking('enjoyed');
    const client = await call('POST', `/api/booking/${id}/valuation`, 'client', {
      rating: 5,
      categories: { boatCondition: 5, cleanliness: 4, communication: 5, value: 4 },
      comment: 'Barco impecable y patrón muy atento. Repetiremos seguro.',
    });
    const owner = await call('POST', `/api/booking/${id}/valuation`, 'owner', {
      rating: 4,
      comment: 'Clientes puntuales y cuidadosos con el barco.',
    });
    return { clientValuationId: client.id as string, ownerValuationId: owner.id as string };
  }

  /** A sailing day no group of the world has taken. */
  const nextGroupDate = () => groupDate((nextGroupDay += 1));

  /** A group the client created on the owner's boat, on a day of its own; `full`: every seat. */
  function group(options: { full?: boolean } = {}) {
    const body = groupBody(
      { boat: refs.boat, harbourSlug: refs.harbourSlug, planSlug: refs.planSlug },
      { date: nextGroupDate(), ...(options.full ? { passengers: passengers(6, 'full') } : {}) },
    );
    return createTestGroup(app, headers.client, body);
  }

  /** A blocked day of the owner's boat. */
  async function block() {
    const day = freeDays();
    const made = await call('POST', `/api/backoffice/boat/${refs.boat.id}/block`, 'owner', {
      start_date: day,
      end_date: day,
    });
    return made.id as string;
  }

  /** An imported calendar of the owner's boat (the feed server answers any path). */
  async function icalImport() {
    const [created] = await db
      .insert(boatCalendarImports)
      .values({ boatId: refs.boat.id, url: `${feedUrl}?${randomUUID()}`, name: 'Agencia' })
      .returning({ id: boatCalendarImports.id });
    return created!.id;
  }

  const make = {
    boat,
    pendingBoat,
    booking,
    group,
    block,
    icalImport,
    groupDate: nextGroupDate,
    freeDays,
    /** a user nothing else uses (role changes, disabling, deleting) */
    user: (role: TUser['role'] = 'client') => createUser(db, { role }),
    /** the id of a session of a user nothing else uses */
    session: async () => {
      const user = await createUser(db);
      const session = await issueRefreshToken(db, user.id, {
        rememberMe: true,
        client: { userAgent: null },
      });
      return session.familyId;
    },
    /** a card of the client besides its default one */
    card: () => saveTestCard({ db, payments: app.payments }, users.client.id),
  };

  /** A call of the world's making, which must succeed: its JSON. */
  async function call(
    method: 'POST' | 'PUT',
    url: string,
    role: TUserRole,
    payload?: object,
  ): Promise<Record<string, unknown>> {
    const response = await app.inject({ method, url, headers: headers[role], payload });
    if (response.statusCode >= 300) throw new Error(`matrix ${method} ${url}: ${response.body}`);
    return response.json();
  }

  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#0b8caa' },
  })
    .jpeg()
    .toBuffer();
  refs.boat = await boat();
  const otherBoat = await boat({ ownerId: users.otherOwner.id });
  const [planRow] = await db.select({ slug: plans.slug }).from(plans).where(eq(plans.id, plan!.id));
  const [harbour] = await db
    .select({ slug: harbours.slug })
    .from(harbours)
    .where(eq(harbours.id, refs.boat.harbourId));
  refs.planSlug = planRow!.slug;
  refs.harbourSlug = harbour!.slug;

  const rated = await ratedTrip();
  const hidden = await ratedTrip();
  await call('POST', `/api/backoffice/admin/valuation/${hidden.clientValuationId}/hide`, 'admin', {
    reason: 'Insultos al patrón.',
  });
  const conversation = await call('POST', '/api/conversation', 'client', {
    boatId: refs.boat.id,
    message: '¿Está libre el primer fin de semana de julio?',
  });
  return {
    app,
    db,
    users,
    headers,
    gallery,
    card,
    jpeg,
    feedUrl,
    make,
    call,
    boat: refs.boat,
    otherBoat,
    harbourSlug: refs.harbourSlug,
    planSlug: refs.planSlug,
    /** the client's pending request, accepted booking and enjoyed trip nobody has rated */
    booking: await booking(),
    acceptedBooking: await booking('accepted'),
    enjoyedBooking: await booking('enjoyed'),
    /** a trip both sides rated, and one whose client valuation an admin hid */
    rated,
    hiddenValuationId: hidden.clientValuationId,
    group: await group(),
    /** the client's conversation with the owner about the boat */
    conversationId: conversation.id as string,
  };
}
