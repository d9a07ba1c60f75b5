import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boats, destinations, harbours, plans, provinces, regions } from '../../../db/schema';
import type { TBoatCard, TDestinationCard, THomePage } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { heroAssetId } from '../../../db/site-assets';
import { selectBoatCards } from '../catalog/boat-card-query';

const featuredCount = 8;

/** Everything the home page shows: search options, destinations with boat counts, featured boats. */
export async function getHomePage(
  db: TDatabase,
  lang: TLang,
  ownerResponseHours: number,
): Promise<THomePage> {
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

/**
 * Featured boats: one per destination, as many boat types as possible (a type repeats only when
 * every destination left has only types already shown).
 */
async function listFeaturedBoats(db: TDatabase, lang: TLang): Promise<TBoatCard[]> {
  const onePerDestinationAndType = db
    .selectDistinctOn([harbours.destinationId, boats.boatTypeId], { id: boats.id })
    .from(boats)
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .where(eq(boats.status, 'published'))
    .orderBy(harbours.destinationId, boats.boatTypeId, asc(boats.publishedAt), asc(boats.id));
  const candidates = await selectBoatCards(db, lang, {
    limit: 500,
    where: inArray(boats.id, onePerDestinationAndType),
    orderBy: [asc(destinations.position), asc(boats.publishedAt), asc(boats.id)],
  });
  return pickVaried(candidates, featuredCount);
}

/** Picks `count` cards, never two from one destination, spreading boat types evenly. */
export function pickVaried(candidates: TBoatCard[], count: number): TBoatCard[] {
  const picked: TBoatCard[] = [];
  const destinationsUsed = new Set<string>();
  const typeUses = new Map<string, number>();
  for (let round = 0; picked.length < count && round < count; round++) {
    for (const card of candidates) {
      if (picked.length >= count) break;
      if (destinationsUsed.has(card.destinationSlug) || (typeUses.get(card.typeSlug) ?? 0) > round)
        continue;
      picked.push(card);
      destinationsUsed.add(card.destinationSlug);
      typeUses.set(card.typeSlug, (typeUses.get(card.typeSlug) ?? 0) + 1);
    }
  }
  return picked;
}
