import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { queryRows, type TDbOrTx } from '../../../db/client';
import { valuations } from '../../../db/schema';
import type { TMyValuations, TValuationToWrite } from '../../../shared/schemas/valuation';
import { presentValuation, selectValuations } from './present-valuation';
import { closesAtEpoch } from './trip';

/** How many written and received valuations the page lists (newest first). */
const listLimit = 100;

type TToWriteRow = {
  booking_id: string;
  client_id: string;
  side: 'client' | 'owner';
  start_date: string;
  end_date: string;
  group_id: string | null;
  closes_at: number;
  boat_id: string;
  boat_slug: string;
  boat_name: string;
  boat_picture: string | null;
  about_id: string;
  about_name: string;
  about_picture: string | null;
  other_wrote: boolean;
};

/**
 * `GET /valuation`: the user's trips still to rate (as a client, and as an owner one line per
 * client of the trip), the valuations they wrote (with whether they are published yet), and the
 * published valuations about them. A valuation about the user is not shown before it is
 * published: neither side reads the other's before writing their own.
 */
export async function listMyValuations(
  db: TDbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<TMyValuations> {
  const [toWrite, written, received] = await Promise.all([
    tripsToRate(db, userId, now),
    selectValuations(
      db,
      or(
        and(eq(valuations.author, 'client'), eq(valuations.clientId, userId)),
        and(eq(valuations.author, 'owner'), eq(valuations.ownerId, userId)),
      ),
    )
      .orderBy(desc(valuations.createdAt), desc(valuations.id))
      .limit(listLimit),
    selectValuations(
      db,
      and(
        isNotNull(valuations.revealedAt),
        or(
          and(eq(valuations.author, 'owner'), eq(valuations.clientId, userId)),
          and(eq(valuations.author, 'client'), eq(valuations.ownerId, userId)),
        ),
      ),
    )
      .orderBy(desc(valuations.revealedAt), desc(valuations.id))
      .limit(listLimit),
  ]);
  return {
    toWrite,
    written: written.map((row) => presentValuation(row, userId)),
    received: received.map((row) => presentValuation(row, userId)),
  };
}

async function tripsToRate(db: TDbOrTx, userId: string, now: Date): Promise<TValuationToWrite[]> {
  const rows = await queryRows<TToWriteRow>(
    db,
    sql`with pairs as (
          select bookings.id as booking_id,
                 coalesce(gm.user_id, bookings.client_id) as client_id, bo.owner_id,
                 bookings.start_date, bookings.end_date, bookings.group_id, bookings.boat_id,
                 ${closesAtEpoch} as closes_at
          from bookings
          join boats bo on bo.id = bookings.boat_id
          left join group_members gm on bookings.group_id is not null
            and gm.group_id = bookings.group_id and gm.left_at is null
          where bookings.status = 'enjoyed'
            and (bookings.group_id is null or gm.user_id is not null)
            and (coalesce(gm.user_id, bookings.client_id) = ${userId} or bo.owner_id = ${userId})
        ), sides as (
          select p.*, 'client' as side, p.owner_id as about_id from pairs p where p.client_id = ${userId}
          union all
          select p.*, 'owner' as side, p.client_id as about_id from pairs p where p.owner_id = ${userId}
        )
        select s.booking_id, s.client_id, s.side, s.start_date::text as start_date,
               s.end_date::text as end_date, s.group_id, s.closes_at,
               bo.id as boat_id, bo.slug as boat_slug, bo.name as boat_name,
               (select bp.asset_id from boat_pictures bp where bp.boat_id = bo.id
                order by bp.position limit 1) as boat_picture,
               u.id as about_id, u.name as about_name, u.avatar_asset_id as about_picture,
               exists (select 1 from valuations o where o.booking_id = s.booking_id
                       and o.client_id = s.client_id and o.author::text <> s.side) as other_wrote
        from sides s
        join boats bo on bo.id = s.boat_id
        join users u on u.id = s.about_id
        where s.closes_at > extract(epoch from ${now.toISOString()}::timestamptz)
          and not exists (select 1 from valuations v where v.booking_id = s.booking_id
                          and v.client_id = s.client_id and v.author::text = s.side)
        order by s.closes_at, s.booking_id, u.name
        limit ${listLimit}`,
  );
  return rows.map((r) => ({
    bookingId: r.booking_id,
    boat: { id: r.boat_id, slug: r.boat_slug, name: r.boat_name, pictureId: r.boat_picture },
    as: r.side,
    about: { id: r.about_id, firstName: r.about_name, pictureId: r.about_picture },
    startDate: r.start_date,
    endDate: r.end_date,
    groupId: r.group_id,
    closesAt: new Date(Number(r.closes_at) * 1000).toISOString(),
    otherSideWrote: r.other_wrote,
  }));
}
