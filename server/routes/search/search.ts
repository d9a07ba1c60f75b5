import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoatSearchQuery, toSearchFilters } from '../../../shared/schemas/boat-search';
import { isLang } from '../../../shared/i18n';
import { ZBoatCard } from '../../../shared/schemas/boat-card';
import { cachedSearch } from '../../services/search/search-cache';

const ZBoatSearchItem = ZBoatCard.extend({
  lat: z.number(),
  lon: z.number(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  price: z.object({
    cents: z.number().int(),
    unit: z.enum(['day', 'half_day', 'stay']).describe('stay: the whole stay for the dates'),
  }),
});

const ZPlaceFound = z.object({
  matched: z.literal(true),
  type: z.enum(['destination', 'harbour', 'province', 'region', 'text']),
  slug: z.string().nullable(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});

const ZBoatSearchResponse = z.object({
  items: z.array(ZBoatSearchItem),
  total: z.number().int().describe('how many boats match, counted up to 1,000'),
  totalCapped: z
    .boolean()
    .describe('true: more boats than `total` match (counting stops at 1,000)'),
  page: z.number().int(),
  pageSize: z.number().int(),
  stay: z
    .object({
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      duration: z.enum(['day', 'half_day', 'days']),
      days: z.number().int(),
    })
    .nullable(),
  place: z
    .union([ZPlaceFound, z.object({ matched: z.literal(false), query: z.string() })])
    .nullable(),
});

/** GET /boat: the public boat search (PRODUCT.md §8). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = cachedSearch(app.searchDb);
  app.get(
    '/boat',
    {
      schema: {
        tags: ['boat'],
        summary:
          'Searches published boats: filters of boatsFiltersData (dates DD-MM-YYYY), plan, price per day in euros, sort and paging',
        querystring: ZBoatSearchQuery,
        response: { 200: ZBoatSearchResponse },
      },
    },
    async (request) => {
      // type names in the reader's first language (Accept-Language), else Spanish
      const preferred = request.headers['accept-language']?.slice(0, 2).toLowerCase();
      const lang = isLang(preferred) ? preferred : 'es';
      return search(lang, toSearchFilters(request.query));
    },
  );
};
