import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  boatTypes,
  countries,
  destinations,
  harbours,
  plans,
  provinces,
  regions,
} from '../../../db/schema';
import type { TGroupOptions } from '../../../shared/schemas/group';

/**
 * The create-group wizard's catalogues: places as a tree (country → region → province → harbour),
 * plans, boat types, and the share of a seat charged on joining.
 */
export async function getGroupOptions(
  db: TDbOrTx,
  firstPaymentPercent: number,
): Promise<TGroupOptions> {
  const [countryRows, regionRows, provinceRows, harbourRows, planRows, typeRows] =
    await Promise.all([
      db.select().from(countries).orderBy(asc(countries.nameEs)),
      db
        .select({ region: regions, country: countries.code })
        .from(regions)
        .innerJoin(countries, eq(countries.id, regions.countryId))
        .orderBy(asc(regions.nameEs)),
      db
        .select({ province: provinces, region: regions.slug })
        .from(provinces)
        .innerJoin(regions, eq(regions.id, provinces.regionId))
        .orderBy(asc(provinces.nameEs)),
      db
        .select({
          slug: harbours.slug,
          name: harbours.name,
          destinationName: destinations.name,
          province: provinces.slug,
        })
        .from(harbours)
        .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
        .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
        .orderBy(asc(destinations.position), asc(harbours.name)),
      db.select().from(plans).orderBy(asc(plans.position)),
      db.select().from(boatTypes).orderBy(asc(boatTypes.position)),
    ]);
  return {
    firstPaymentPercent,
    countries: countryRows.map((c) => ({ code: c.code, name: { es: c.nameEs, en: c.nameEn } })),
    regions: regionRows.map(({ region, country }) => ({
      slug: region.slug,
      name: { es: region.nameEs, en: region.nameEn },
      country,
    })),
    provinces: provinceRows.map(({ province, region }) => ({
      slug: province.slug,
      name: { es: province.nameEs, en: province.nameEn },
      region,
    })),
    harbours: harbourRows,
    plans: planRows.map((p) => ({ slug: p.slug, name: { es: p.nameEs, en: p.nameEn } })),
    boatTypes: typeRows
      .filter((t) => !t.isAquaticToy)
      .map((t) => ({ slug: t.slug, name: { es: t.nameEs, en: t.nameEn }, kind: t.kind })),
  };
}
