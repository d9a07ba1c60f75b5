import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../client';
import {
  auditLog,
  boatTypes,
  countries,
  degrees,
  destinations,
  equipment,
  harbours,
  plans,
  professions,
  provinces,
  regions,
} from '../schema';
import * as catalog from './catalog';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * An entry an admin has edited in the back office keeps the admin's words: the sync only updates
 * rows without a `catalog.update` in the audit log (docs/decisions/0034-admin-catalogues-and-figures.md).
 */
const untouched = (targetType: string, id: AnyPgColumn) =>
  sql`not exists (select 1 from ${auditLog} where ${auditLog.targetType} = ${targetType} and ${auditLog.targetId} = ${id}::text and ${auditLog.action} = 'catalog.update')`;

/** The order of "where to go" on the home page: the best-known destinations first. */
const destinationOrder = [
  'ibiza',
  'palma',
  'barcelona',
  'menorca',
  'formentera',
  'malaga',
  'marbella',
  'valencia',
  'tenerife',
  'gran-canaria',
];
const positionOf = (slug: string, index: number) => {
  const preferred = destinationOrder.indexOf(slug);
  return preferred >= 0 ? preferred : destinationOrder.length + index;
};

/**
 * Reference data every installation needs (places, boat types, plans, equipment, nautical titles):
 * upserted by slug at every start, so a new entry in the catalogue reaches existing databases.
 */
export async function syncReferenceData(db: TDbOrTx): Promise<void> {
  const [spain] = await db
    .insert(countries)
    .values({ code: 'ES', nameEs: 'España', nameEn: 'Spain' })
    .onConflictDoUpdate({
      target: countries.code,
      set: { nameEs: excluded('name_es'), nameEn: excluded('name_en') },
    })
    .returning({ id: countries.id });

  for (const region of catalog.regions) {
    const [row] = await db
      .insert(regions)
      .values({
        countryId: spain!.id,
        slug: region.slug,
        nameEs: region.name.es,
        nameEn: region.name.en,
      })
      .onConflictDoUpdate({
        target: regions.slug,
        setWhere: untouched('region', regions.id),
        set: { nameEs: excluded('name_es'), nameEn: excluded('name_en') },
      })
      .returning({ id: regions.id });
    await db
      .insert(provinces)
      .values(
        region.provinces.map((p) => ({
          regionId: row!.id,
          slug: p.slug,
          nameEs: p.name.es,
          nameEn: p.name.en,
        })),
      )
      .onConflictDoUpdate({
        target: provinces.slug,
        setWhere: untouched('province', provinces.id),
        set: { nameEs: excluded('name_es'), nameEn: excluded('name_en') },
      });
  }

  const provinceIds = new Map(
    (await db.select({ id: provinces.id, slug: provinces.slug }).from(provinces)).map((p) => [
      p.slug,
      p.id,
    ]),
  );
  for (const [index, destination] of catalog.destinations.entries()) {
    const position = positionOf(destination.slug, index);
    const [row] = await db
      .insert(destinations)
      .values({
        provinceId: provinceIds.get(destination.province)!,
        slug: destination.slug,
        name: destination.name,
        lat: destination.lat,
        lon: destination.lon,
        taglineEs: destination.tagline.es,
        taglineEn: destination.tagline.en,
        position,
      })
      .onConflictDoUpdate({
        target: destinations.slug,
        setWhere: untouched('destination', destinations.id),
        set: {
          name: excluded('name'),
          lat: excluded('lat'),
          lon: excluded('lon'),
          taglineEs: excluded('tagline_es'),
          taglineEn: excluded('tagline_en'),
          position: excluded('position'),
        },
      })
      .returning({ id: destinations.id });
    await db
      .insert(harbours)
      .values(
        destination.harbours.map((h) => ({
          destinationId: row!.id,
          slug: h.slug,
          name: h.name,
          lat: h.lat,
          lon: h.lon,
        })),
      )
      .onConflictDoUpdate({
        target: harbours.slug,
        setWhere: untouched('harbour', harbours.id),
        set: { name: excluded('name'), lat: excluded('lat'), lon: excluded('lon') },
      });
  }

  await db
    .insert(boatTypes)
    .values(
      catalog.boatTypes.map((t, position) => ({
        slug: t.slug,
        nameEs: t.name.es,
        nameEn: t.name.en,
        kind: t.kind,
        isAquaticToy: t.isAquaticToy,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: boatTypes.slug,
      setWhere: untouched('boat_type', boatTypes.id),
      set: {
        nameEs: excluded('name_es'),
        nameEn: excluded('name_en'),
        kind: excluded('kind'),
        isAquaticToy: excluded('is_aquatic_toy'),
        position: excluded('position'),
      },
    });
  await db
    .insert(plans)
    .values(
      catalog.plans.map((p, position) => ({
        slug: p.slug,
        nameEs: p.name.es,
        nameEn: p.name.en,
        descriptionEs: p.description.es,
        descriptionEn: p.description.en,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: plans.slug,
      setWhere: untouched('plan', plans.id),
      set: {
        nameEs: excluded('name_es'),
        nameEn: excluded('name_en'),
        descriptionEs: excluded('description_es'),
        descriptionEn: excluded('description_en'),
        position: excluded('position'),
      },
    });
  await db
    .insert(equipment)
    .values(
      catalog.equipment.map((e) => ({
        slug: e.slug,
        category: e.category,
        nameEs: e.name.es,
        nameEn: e.name.en,
      })),
    )
    .onConflictDoUpdate({
      target: equipment.slug,
      set: {
        category: excluded('category'),
        nameEs: excluded('name_es'),
        nameEn: excluded('name_en'),
      },
    });
  await db
    .insert(degrees)
    .values(
      catalog.degrees.map((d) => ({
        slug: d.slug,
        nameEs: d.name.es,
        nameEn: d.name.en,
        level: d.level,
      })),
    )
    .onConflictDoUpdate({
      target: degrees.slug,
      setWhere: untouched('degree', degrees.id),
      set: { nameEs: excluded('name_es'), nameEn: excluded('name_en'), level: excluded('level') },
    });
  await db
    .insert(professions)
    .values(
      catalog.professions.map((p) => ({ slug: p.slug, nameEs: p.name.es, nameEn: p.name.en })),
    )
    .onConflictDoUpdate({
      target: professions.slug,
      setWhere: untouched('profession', professions.id),
      set: { nameEs: excluded('name_es'), nameEn: excluded('name_en') },
    });
}
