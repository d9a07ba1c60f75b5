import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats, boatSeasons } from '../../../db/schema';
import type { TSeasonRangeOut, TSeasonsRequest } from '../../../shared/schemas/calendar';
import { recordAudit } from '../audit/record-audit';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';

/**
 * Replaces a boat's own season ranges (empty: the default calendar of PRODUCT.md §1), as the
 * boat form writes them. Quotes and the search read them at once; the boat keeps its status.
 */
export async function updateBoatSeasons(
  db: TDatabase,
  user: TActor,
  boatId: string,
  input: TSeasonsRequest,
): Promise<{ seasons: TSeasonRangeOut[] }> {
  const actor = calendarActor(user);
  return db.transaction(async (tx) => {
    const boat = await findCalendarBoat(tx, actor, boatId, { lock: true });
    const before = await tx
      .select({
        start_date: boatSeasons.startDate,
        end_date: boatSeasons.endDate,
        season: boatSeasons.season,
      })
      .from(boatSeasons)
      .where(eq(boatSeasons.boatId, boat.id));
    await tx.delete(boatSeasons).where(eq(boatSeasons.boatId, boat.id));
    const sorted = [...input.seasons].sort((a, b) => a.start_date.localeCompare(b.start_date));
    if (sorted.length > 0)
      await tx.insert(boatSeasons).values(
        sorted.map((range) => ({
          boatId: boat.id,
          startDate: range.start_date,
          endDate: range.end_date,
          season: range.season,
        })),
      );
    await tx.update(boats).set({ updatedAt: new Date() }).where(eq(boats.id, boat.id));
    if (boat.ownerId !== actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.seasons',
        targetType: 'boat',
        targetId: boat.id,
        before: { seasons: before },
        after: { seasons: sorted },
      });
    const saved = await tx
      .select({
        start_date: boatSeasons.startDate,
        end_date: boatSeasons.endDate,
        season: boatSeasons.season,
      })
      .from(boatSeasons)
      .where(eq(boatSeasons.boatId, boat.id))
      .orderBy(asc(boatSeasons.startDate));
    return { seasons: saved };
  });
}
