import { eq, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import {
  boatEquipment,
  boatPictures,
  boatPlans,
  boatTypes,
  degrees,
  destinations,
  equipment,
  harbours,
  plans,
  provinces,
  regions,
  users,
} from '../../../db/schema';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { pricingColumns, pricingOf } from './boat-prices';
import { findVisibleBoat, type TViewer } from './find-visible-boat';
import { ownerFiguresColumn, ownerResponseOf } from './owner-response';

/** `GET /boat/{idOrSlug}`: every `boatDetails` field, names in both languages. */
export async function getBoatDetails(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
): Promise<TBoatDetails> {
  return describeBoat(db, await findVisibleBoat(db, idOrSlug, viewer));
}

/** The details of a boat already known to be visible. */
export async function describeBoat(db: TDbOrTx, boat: TBoat): Promise<TBoatDetails> {
  const context = await selectContext(db, boat);
  const { gallery, equipmentRows, planRows, pricing } = context;
  const named = (row: TNamedRow) => ({
    slug: row.slug,
    name: { es: row.es, en: row.en },
  });
  const inCategory = (category: 'outdoor' | 'electronic' | 'other') =>
    equipmentRows.filter((row) => row.category === category).map(named);
  return {
    id: boat.id,
    slug: boat.slug,
    status: boat.status,
    name: boat.name,
    type: context.type,
    description: { es: boat.descriptionEs, en: boat.descriptionEn },
    harbour: context.harbour,
    location: { lat: boat.lat, lon: boat.lon },
    berth: boat.berth,
    mapHeadline: boat.mapHeadline,
    gallery,
    equipment: {
      outdoor: inCategory('outdoor'),
      electronic: inCategory('electronic'),
      other: inCategory('other'),
    },
    plans: planRows.map(named),
    accommodation: {
      numberOfPlaces: boat.numberOfPlaces,
      dayPlaces: boat.dayPlaces,
      nightPlaces: boat.nightPlaces,
      cabins: boat.cabins,
      baths: boat.baths,
    },
    technical: {
      manufacturer: boat.manufacturer,
      model: boat.model,
      year: boat.year,
      renovationYear: boat.renovationYear,
      lengthM: boat.lengthM,
      beamM: boat.beamM,
      depthM: boat.depthM,
      fuelType: boat.fuelType,
      enginePowerCv: boat.enginePowerCv,
      maxSpeedKn: boat.maxSpeedKn,
      cruiseSpeedKn: boat.cruiseSpeedKn,
      averageConsumptionLh: boat.averageConsumptionLh,
      waterTankL: boat.waterTankL,
      fuelTankL: boat.fuelTankL,
    },
    departureTime: boat.departureTime.slice(0, 5),
    arrivalTime: boat.arrivalTime.slice(0, 5),
    skipper: { policy: boat.skipper, priceCents: boat.skipperPriceCents },
    depositCents: boat.depositCents,
    fuelPricePerHourCents: boat.fuelPricePerHourCents,
    cancelationConditions: boat.cancelationConditions,
    minDays: boat.minDays,
    requiredDegree: context.requiredDegree,
    prices: pricing.prices,
    fromPriceCents: Math.min(...Object.values(pricing.prices).map((p) => p.dayCents)),
    seasons: pricing.seasonRanges,
    rating: {
      average: boat.ratingAverage,
      count: boat.ratingCount,
      categories: {
        boatCondition: boat.ratingBoatCondition,
        cleanliness: boat.ratingCleanliness,
        communication: boat.ratingCommunication,
        value: boat.ratingValue,
      },
    },
    owner: context.owner,
  };
}

type TNamedRow = { slug: string; es: string; en: string };

/**
 * Type, harbour with its destination and region, owner with how they answer requests, required
 * licence, and the boat's pictures, equipment, plans, prices and seasons (as JSON), in one query.
 */
async function selectContext(db: TDbOrTx, boat: TBoat) {
  const boatId = sql.placeholder('boatId');
  const query = preparedOnce(db, 'boat-context', () =>
    db
      .select({
        typeSlug: boatTypes.slug,
        typeEs: boatTypes.nameEs,
        typeEn: boatTypes.nameEn,
        kind: boatTypes.kind,
        isAquaticToy: boatTypes.isAquaticToy,
        harbourSlug: harbours.slug,
        harbourName: harbours.name,
        harbourLat: harbours.lat,
        harbourLon: harbours.lon,
        destinationSlug: destinations.slug,
        destinationName: destinations.name,
        regionEs: regions.nameEs,
        regionEn: regions.nameEn,
        ownerName: users.name,
        ownerPicture: users.avatarAssetId,
        ownerSince: users.createdAt,
        ownerRating: users.ownerRatingAverage,
        ownerRatings: users.ownerRatingCount,
        degreeSlug: degrees.slug,
        degreeEs: degrees.nameEs,
        degreeEn: degrees.nameEn,
        gallery: sql<
          string[]
        >`coalesce((select json_agg(${boatPictures.assetId} order by ${boatPictures.position}) from ${boatPictures} where ${boatPictures.boatId} = ${boatId}), '[]'::json)`,
        equipment: sql<
          (TNamedRow & { category: 'outdoor' | 'electronic' | 'other' })[]
        >`coalesce((select json_agg(json_build_object('slug', ${equipment.slug}, 'category', ${equipment.category}, 'es', ${equipment.nameEs}, 'en', ${equipment.nameEn}) order by ${equipment.id}) from ${boatEquipment} join ${equipment} on ${equipment.id} = ${boatEquipment.equipmentId} where ${boatEquipment.boatId} = ${boatId}), '[]'::json)`,
        plans: sql<
          TNamedRow[]
        >`coalesce((select json_agg(json_build_object('slug', ${plans.slug}, 'es', ${plans.nameEs}, 'en', ${plans.nameEn}) order by ${plans.position}) from ${boatPlans} join ${plans} on ${plans.id} = ${boatPlans.planId} where ${boatPlans.boatId} = ${boatId}), '[]'::json)`,
        ...pricingColumns(),
        ownerFigures: ownerFiguresColumn(),
      })
      .from(boatTypes)
      .innerJoin(harbours, eq(harbours.id, sql.placeholder('harbourId')))
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
      .innerJoin(regions, eq(regions.id, provinces.regionId))
      .innerJoin(users, eq(users.id, sql.placeholder('ownerId')))
      .leftJoin(degrees, eq(degrees.id, sql.placeholder('degreeId')))
      .where(eq(boatTypes.id, sql.placeholder('boatTypeId'))),
  );
  const [row] = await query.execute({
    boatId: boat.id,
    harbourId: boat.harbourId,
    ownerId: boat.ownerId,
    degreeId: boat.requiredDegreeId ?? -1,
    boatTypeId: boat.boatTypeId,
  });
  if (!row) throw new Error(`Boat ${boat.id} lost its type, harbour or owner`);
  return {
    gallery: row.gallery,
    equipmentRows: row.equipment,
    planRows: row.plans,
    pricing: pricingOf(row.prices, row.seasons),
    type: {
      slug: row.typeSlug,
      name: { es: row.typeEs, en: row.typeEn },
      kind: row.kind,
      isAquaticToy: row.isAquaticToy,
    },
    harbour: {
      slug: row.harbourSlug,
      name: row.harbourName,
      destination: { slug: row.destinationSlug, name: row.destinationName },
      region: { es: row.regionEs, en: row.regionEn },
      lat: row.harbourLat,
      lon: row.harbourLon,
    },
    requiredDegree:
      row.degreeSlug && row.degreeEs && row.degreeEn
        ? { slug: row.degreeSlug, name: { es: row.degreeEs, en: row.degreeEn } }
        : null,
    owner: {
      // `name` is the first name: the public never sees surname or company
      firstName: row.ownerName,
      pictureId: row.ownerPicture,
      memberSince: row.ownerSince.toISOString(),
      rating: { average: row.ownerRating, count: row.ownerRatings },
      // from the answers to booking requests; null until there are enough ("new on Marea")
      ...ownerResponseOf(row.ownerFigures),
    },
  };
}
