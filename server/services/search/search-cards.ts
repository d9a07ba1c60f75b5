import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boats, boatTypes, destinations, harbours } from '../../../db/schema';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';

export type TSearchCard = Omit<TBoatSearchItem, 'price'> & { priceCents: number | null };

/**
 * The cards of one page of results (their ids) with position, rating and `price` (an SQL
 * expression over the boat's row), in any order.
 */
export function selectSearchCards(
  db: TDbOrTx,
  lang: TLang,
  ids: string[],
  price: SQL,
): Promise<TSearchCard[]> {
  return db
    .select({
      id: boats.id,
      slug: boats.slug,
      name: boats.name,
      typeSlug: boatTypes.slug,
      typeName: lang === 'es' ? boatTypes.nameEs : boatTypes.nameEn,
      destinationSlug: destinations.slug,
      destinationName: destinations.name,
      harbourName: harbours.name,
      numberOfPlaces: boats.numberOfPlaces,
      lengthM: boats.lengthM,
      cabins: boats.cabins,
      skipper: boats.skipper,
      fromPriceCents: boats.fromPriceCents,
      pictureId: boatPictures.assetId,
      lat: boats.lat,
      lon: boats.lon,
      ratingAverage: boats.ratingAverage,
      ratingCount: boats.ratingCount,
      priceCents: sql<number | null>`${price}`.mapWith(Number),
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)))
    .where(inArray(boats.id, ids));
}
