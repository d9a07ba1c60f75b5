import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boatPrices, boats, boatSeasons, users } from '../../../db/schema';
import type { TBoatPrices, TSeasonRangeOut } from '../../../shared/schemas/calendar';
import type { TCalendarActor } from './calendar-actor';

export type TCalendarBoatHead = {
  id: string;
  slug: string;
  name: string;
  status: string;
  coverPictureId: string | null;
  owner: { id: string; name: string };
  skipper: 'none' | 'optional' | 'mandatory';
  prices: TBoatPrices;
  seasons: TSeasonRangeOut[];
};

/**
 * One page of the boats a calendar shows, by name, with their prices and own season ranges: the
 * actor's boats (an admin: everyone's), or the one asked for. Removed boats have no calendar.
 */
export async function selectCalendarBoats(
  db: TDbOrTx,
  actor: TCalendarActor,
  query: { boatId?: string; page: number; pageSize: number },
): Promise<{ boats: TCalendarBoatHead[]; total: number }> {
  const where = and(
    ne(boats.status, 'removed'),
    actor.isAdmin ? undefined : eq(boats.ownerId, actor.id),
    query.boatId ? eq(boats.id, query.boatId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: boats.id,
        slug: boats.slug,
        name: boats.name,
        status: boats.status,
        coverPictureId: boatPictures.assetId,
        ownerId: users.id,
        ownerName: users.name,
        skipper: boats.skipper,
        skipperPriceCents: boats.skipperPriceCents,
      })
      .from(boats)
      .innerJoin(users, eq(users.id, boats.ownerId))
      .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)))
      .where(where)
      .orderBy(asc(boats.name), asc(boats.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(boats).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [prices, seasons] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(boatPrices).where(inArray(boatPrices.boatId, ids)),
          db
            .select()
            .from(boatSeasons)
            .where(inArray(boatSeasons.boatId, ids))
            .orderBy(asc(boatSeasons.startDate)),
        ]);
  const none = { dayCents: 0, halfDayCents: null };
  return {
    total: total?.value ?? 0,
    boats: rows.map((r) => {
      const priceOf = (season: 'high' | 'mid' | 'low') => {
        const row = prices.find((p) => p.boatId === r.id && p.season === season);
        return row ? { dayCents: row.dayPriceCents, halfDayCents: row.halfDayPriceCents } : none;
      };
      return {
        id: r.id,
        slug: r.slug,
        name: r.name,
        status: r.status,
        coverPictureId: r.coverPictureId,
        owner: { id: r.ownerId, name: r.ownerName },
        skipper: r.skipper,
        prices: {
          high: priceOf('high'),
          mid: priceOf('mid'),
          low: priceOf('low'),
          skipperPriceCents: r.skipperPriceCents,
        },
        seasons: seasons
          .filter((s) => s.boatId === r.id)
          .map((s) => ({ start_date: s.startDate, end_date: s.endDate, season: s.season })),
      };
    }),
  };
}
