import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boats, boatTypes, destinations, harbours } from '../../../db/schema';
import type { TLang } from '../../../shared/i18n';

/** The columns of a boat card (`TBoatCard`), in the reader's language. */
export function boatCardColumns(lang: TLang) {
  return {
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
    ratingAverage: boats.ratingAverage,
    ratingCount: boats.ratingCount,
  };
}

/**
 * Boats with what their cards show (type, harbour, destination, cover picture), selecting the
 * card's columns and `extra` ones; the caller adds the `where`, order and limit.
 */
export function selectBoatCardRows<TExtra extends SelectedFields>(
  db: TDbOrTx,
  lang: TLang,
  extra: TExtra,
) {
  return db
    .select({ ...boatCardColumns(lang), ...extra })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
    .innerJoin(harbours, eq(harbours.id, boats.harbourId))
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)));
}

/** Published boats as cards with their cover picture, in one query (await it, or build it with `preparedOnce`). */
export function selectBoatCards(
  db: TDbOrTx,
  lang: TLang,
  options: { limit: number; where?: SQL; orderBy?: SQL[] },
) {
  return selectBoatCardRows(db, lang, {})
    .where(and(eq(boats.status, 'published'), options.where))
    .orderBy(...(options.orderBy ?? [asc(boats.publishedAt), asc(boats.id)]))
    .limit(options.limit);
}
