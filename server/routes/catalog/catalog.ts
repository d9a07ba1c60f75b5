import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boatTypes, destinations, harbours, plans, provinces, regions } from '../../../db/schema';

const ZLocalizedName = z.object({ es: z.string(), en: z.string() });

const ZBoatType = z.object({
  slug: z.string(),
  name: ZLocalizedName,
  kind: z.enum(['sail', 'motor']),
  isAquaticToy: z.boolean(),
});
const ZPlan = z.object({ slug: z.string(), name: ZLocalizedName, description: ZLocalizedName });
const ZPlace = z.object({
  type: z.enum(['destination', 'harbour']),
  slug: z.string(),
  name: z.string(),
  destination: z.string(),
  region: ZLocalizedName,
  lat: z.number(),
  lon: z.number(),
});

/** Catalogues with no token: boat types, plans, and place autocomplete. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boat-type',
    { schema: { tags: ['catalog'], summary: 'Boat types', response: { 200: z.array(ZBoatType) } } },
    async () => {
      const rows = await app.db.select().from(boatTypes).orderBy(asc(boatTypes.position));
      return rows.map((r) => ({
        slug: r.slug,
        name: { es: r.nameEs, en: r.nameEn },
        kind: r.kind,
        isAquaticToy: r.isAquaticToy,
      }));
    },
  );

  app.get(
    '/plan',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Plans (routes) to choose for a day at sea',
        response: { 200: z.array(ZPlan) },
      },
    },
    async () => {
      const rows = await app.db.select().from(plans).orderBy(asc(plans.position));
      return rows.map((r) => ({
        slug: r.slug,
        name: { es: r.nameEs, en: r.nameEn },
        description: { es: r.descriptionEs, en: r.descriptionEn },
      }));
    },
  );

  app.get(
    '/place',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Destinations and harbours whose name matches q (accents and case ignored)',
        querystring: z.object({ q: z.string().trim().max(80).default('') }),
        response: { 200: z.array(ZPlace) },
      },
    },
    async (request) => {
      const pattern = `%${request.query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches = (column: AnyPgColumn) => sql`unaccent(${column}) ilike unaccent(${pattern})`;
      const rows = await app.db
        .select({
          destinationSlug: destinations.slug,
          destinationName: destinations.name,
          destinationLat: destinations.lat,
          destinationLon: destinations.lon,
          harbourSlug: harbours.slug,
          harbourName: harbours.name,
          harbourLat: harbours.lat,
          harbourLon: harbours.lon,
          regionEs: regions.nameEs,
          regionEn: regions.nameEn,
        })
        .from(harbours)
        .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
        .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
        .innerJoin(regions, eq(regions.id, provinces.regionId))
        .where(
          or(matches(destinations.name), matches(harbours.name), ilike(regions.nameEs, pattern)),
        )
        .orderBy(asc(destinations.position), asc(harbours.name))
        .limit(40);
      const seen = new Set<string>();
      const places: z.infer<typeof ZPlace>[] = [];
      for (const row of rows) {
        const region = { es: row.regionEs, en: row.regionEn };
        if (!seen.has(row.destinationSlug)) {
          seen.add(row.destinationSlug);
          places.push({
            type: 'destination',
            slug: row.destinationSlug,
            name: row.destinationName,
            destination: row.destinationSlug,
            region,
            lat: row.destinationLat,
            lon: row.destinationLon,
          });
        }
        places.push({
          type: 'harbour',
          slug: row.harbourSlug,
          name: row.harbourName,
          destination: row.destinationSlug,
          region,
          lat: row.harbourLat,
          lon: row.harbourLon,
        });
      }
      return places.slice(0, 20);
    },
  );
};
