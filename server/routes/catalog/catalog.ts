import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boatTypes, plans } from '../../../db/schema';
import { placeRowsOf } from '../../services/search/resolve-place';
import { suggestPlaces, ZPlace } from './place-suggestions';

const ZLocalizedName = z.object({ es: z.string(), en: z.string() });

const ZBoatType = z.object({
  slug: z.string(),
  name: ZLocalizedName,
  kind: z.enum(['sail', 'motor']),
  isAquaticToy: z.boolean(),
});
const ZPlan = z.object({ slug: z.string(), name: ZLocalizedName, description: ZLocalizedName });

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
        summary:
          'Places whose name matches q: destinations (towns, islands), harbours, provinces and regions; accents and case ignored, one small typo forgiven',
        querystring: z.object({
          q: z.string().trim().max(80).default(''),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: z.array(ZPlace) },
      },
    },
    async (request) => {
      const rows = await placeRowsOf(app.db);
      return suggestPlaces(rows, request.query.q, request.query.limit);
    },
  );
};
