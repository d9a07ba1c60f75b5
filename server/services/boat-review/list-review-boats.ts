import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatEquipment, boatPictures, boatPrices, boats } from '../../../db/schema';
import type { TActor } from '../booking/deps';
import { selectBoatSummaries, type TBoatStatus, type TPage } from './boat-summaries';
import { requireAdmin } from './require-admin';

export const reviewStatuses = [
  'pending_review',
  'published',
  'rejected',
  'removed',
] as const satisfies readonly TBoatStatus[];
export type TReviewStatus = (typeof reviewStatuses)[number];

type TSeasonPrice = { dayCents: number; halfDayCents: number | null };

/**
 * The admins' review queue (admin or superAdmin): boats of one status with what a reviewer
 * looks at (submitter, pictures, prices, key facts), and how many boats each status holds.
 * The pending queue runs oldest submission first; the other tabs show the latest first.
 */
export async function listReviewBoats(
  db: TDatabase,
  actor: TActor,
  query: TPage & { status: TReviewStatus },
) {
  requireAdmin(actor);
  const order =
    query.status === 'pending_review'
      ? [asc(boats.submittedAt), asc(boats.id)]
      : [desc(boats.updatedAt), desc(boats.id)];
  const { items, total } = await selectBoatSummaries(
    db,
    eq(boats.status, query.status),
    order,
    query,
  );
  const ids = items.map((b) => b.id);
  const [facts, pictures, prices, equipment, counts] = await Promise.all([
    ids.length ? db.select().from(boats).where(inArray(boats.id, ids)) : [],
    ids.length
      ? db
          .select({ boatId: boatPictures.boatId, assetId: boatPictures.assetId })
          .from(boatPictures)
          .where(inArray(boatPictures.boatId, ids))
          .orderBy(asc(boatPictures.position))
      : [],
    ids.length ? db.select().from(boatPrices).where(inArray(boatPrices.boatId, ids)) : [],
    ids.length
      ? db
          .select({ boatId: boatEquipment.boatId, n: count() })
          .from(boatEquipment)
          .where(inArray(boatEquipment.boatId, ids))
          .groupBy(boatEquipment.boatId)
      : [],
    db.select({ status: boats.status, n: count() }).from(boats).groupBy(boats.status),
  ]);

  return {
    items: items.map((summary) => {
      const boat = facts.find((f) => f.id === summary.id)!;
      const price = (season: 'high' | 'mid' | 'low'): TSeasonPrice | null => {
        const p = prices.find((r) => r.boatId === summary.id && r.season === season);
        return p ? { dayCents: p.dayPriceCents, halfDayCents: p.halfDayPriceCents } : null;
      };
      return {
        ...summary,
        pictureIds: pictures.filter((p) => p.boatId === summary.id).map((p) => p.assetId),
        description: { es: boat.descriptionEs ?? '', en: boat.descriptionEn ?? '' },
        facts: {
          manufacturer: boat.manufacturer,
          model: boat.model,
          year: boat.year,
          lengthM: boat.lengthM,
          numberOfPlaces: boat.numberOfPlaces,
          cabins: boat.cabins,
          baths: boat.baths,
          skipper: boat.skipper,
          skipperPriceCents: boat.skipperPriceCents,
          depositCents: boat.depositCents,
          fuelType: boat.fuelType,
          enginePowerCv: boat.enginePowerCv,
          equipmentCount: equipment.find((e) => e.boatId === summary.id)?.n ?? 0,
        },
        prices: { high: price('high'), mid: price('mid'), low: price('low') },
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: Object.fromEntries(
      reviewStatuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<TReviewStatus, number>,
  };
}

export type TReviewBoat = Awaited<ReturnType<typeof listReviewBoats>>['items'][number];
