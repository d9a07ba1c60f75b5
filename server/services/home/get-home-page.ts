import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats, destinations, harbours, plans, provinces, regions } from '../../../db/schema';
import type { TDestinationCard, THomePage } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { heroAssetId } from '../../../db/site-assets';
import { selectBoatCards } from '../catalog/boat-card-query';

const featuredCount = 8;

/** Everything the home page shows: search options, destinations with boat counts, featured boats. */
export async function getHomePage(db: TDatabase, lang: TLang, ownerResponseHours: number): Promise<THomePage> {
  const [planRows, destinationCards, featuredBoats] = await Promise.all([
    db
      .select({ slug: plans.slug, name: lang === 'es' ? plans.nameEs : plans.nameEn })
      .from(plans)
      .orderBy(asc(plans.position)),
    listDestinationCards(db, lang),
    listFeaturedBoats(db, lang),
  ]);
  return {
    heroPictureId: heroAssetId,
    ownerResponseHours,
    plans: planRows,
    destinations: destinationCards,
    featuredBoats,
    boatCount: destinationCards.reduce((sum, d) => sum + d.boatCount, 0),
    destinationCount: destinationCards.filter((d) => d.boatCount > 0).length,
  };
}

async function listDestinationCards(db: TDatabase, lang: TLang): Promise<TDestinationCard[]> {
  const published = db
    .select({ destinationId: harbours.destinationId, boatCount: count().as('boat_count') })
    .from(boats)
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .where(eq(boats.status, 'published'))
    .groupBy(harbours.destinationId)
    .as('published');
  const rows = await db
    .select({
      slug: destinations.slug,
      name: destinations.name,
      tagline: lang === 'es' ? destinations.taglineEs : destinations.taglineEn,
      regionName: lang === 'es' ? regions.nameEs : regions.nameEn,
      boatCount: sql<number>`coalesce(${published.boatCount}, 0)::int`,
      pictureId: destinations.pictureAssetId,
    })
    .from(destinations)
    .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
    .innerJoin(regions, eq(regions.id, provinces.regionId))
    .leftJoin(published, eq(published.destinationId, destinations.id))
    .orderBy(asc(destinations.position), asc(destinations.name));
  return rows;
}

/** One boat per destination (the longest-listed), so the selection shows the whole coast. */
async function listFeaturedBoats(db: TDatabase, lang: TLang) {
  const firstPerDestination = db
    .selectDistinctOn([harbours.destinationId], { id: boats.id })
    .from(boats)
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .where(eq(boats.status, 'published'))
    .orderBy(harbours.destinationId, asc(boats.publishedAt), asc(boats.id));
  return selectBoatCards(db, lang, {
    limit: featuredCount,
    where: inArray(boats.id, firstPerDestination),
    orderBy: [asc(destinations.position), asc(boats.id)],
  });
}
