import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInMadrid } from '../../../shared/dates';
import { ZAvailability, ZBoatDetails, ZBoatQuote } from '../../../shared/dto/boat-details';
import { ZAvailabilityQuery, ZQuoteQuery } from '../../../shared/schemas/boat-quote';
import { getBoatAvailability } from '../../services/boat-details/get-boat-availability';
import { getBoatDetails } from '../../services/boat-details/get-boat-details';
import { getBoatQuote } from '../../services/boat-details/get-boat-quote';

const tags = ['boat'];
const ZParams = z.object({
  id: z.string().trim().min(1).max(200).describe('the boat id (uuid) or its slug'),
});
const ZErrorBody = z.object({
  code: z.string(),
  message: z.object({ es: z.string(), en: z.string() }),
  fields: z
    .array(z.object({ field: z.string(), message: z.object({ es: z.string(), en: z.string() }) }))
    .optional(),
});

/**
 * The public boat: details, availability and quote. No token needed; with one, owners and admins
 * also see boats that are not published.
 */
export const boatDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boat/:id',
    {
      schema: {
        tags,
        summary: 'A boat with every detail, its prices by season and its rating summary',
        params: ZParams,
        response: { 200: ZBoatDetails, 404: ZErrorBody },
      },
    },
    async (request) => getBoatDetails(app.db, request.params.id, request.user),
  );

  app.get(
    '/boat/:id/availability',
    {
      schema: {
        tags,
        summary: 'Per-day availability (DD-MM-YYYY, at most 400 days; default: the next 6 weeks)',
        params: ZParams,
        querystring: ZAvailabilityQuery,
        response: { 200: ZAvailability, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) =>
      getBoatAvailability(app.db, request.params.id, request.user, {
        ...request.query,
        today: todayInMadrid(),
      }),
  );

  app.get(
    '/boat/:id/quote',
    {
      schema: {
        tags,
        summary:
          'Price breakdown of a private rental: day lines by season, skipper, payments, deposit, fuel',
        params: ZParams,
        querystring: ZQuoteQuery,
        response: { 200: ZBoatQuote, 400: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request) =>
      getBoatQuote(app.db, request.params.id, request.user, request.query, {
        today: todayInMadrid(),
        firstPaymentPercent: app.config.firstPaymentShare,
      }),
  );
};
