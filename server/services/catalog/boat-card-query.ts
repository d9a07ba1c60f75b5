import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boats, boatTypes, destinations, harbours } from '../../../db/schema';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';

/** Published boats as cards with their cover picture, in one query. */
export async function selectBoatCards(
  db: TDbOrTx,
  lang: TLang,
  options: { limit: number; where?: SQL; orderBy?: SQL[] },
): Promise<TBoatCard[]> {
  const rows = await db
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
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)))
    .where(and(eq(boats.status, 'published'), options.where))
    .orderBy(...(options.orderBy ?? [asc(boats.publishedAt), asc(boats.id)]))
    .limit(options.limit);
  return rows;
}
