import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlockRequest,
  ZBoatPrices,
  ZCalendarBlock,
  ZCalendarQuery,
  ZCalendarResponse,
  ZPricesRequest,
  ZSeasonRangeOut,
  ZSeasonsRequest,
} from '../../../shared/schemas/calendar';
import { requireUser } from '../../plugins/auth';
import { blockDates } from '../../services/calendar/block-dates';
import { getCalendar } from '../../services/calendar/get-calendar';
import { unblockDates } from '../../services/calendar/unblock-dates';
import { updateBoatPrices } from '../../services/calendar/update-boat-prices';
import { updateBoatSeasons } from '../../services/calendar/update-boat-seasons';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const ZBoatParams = z.object({ id: z.uuid() });

/**
 * The back office's calendars (docs/decisions/0030-backoffice-calendar.md): what holds the days
 * of the caller's boats, blocked periods, and season prices and ranges edited in place.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/calendar',
    {
      schema: {
        tags,
        security,
        summary:
          "Bookings, requests, group days and blocks of the caller's boats in a window (admin: any boat)",
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarResponse },
      },
    },
    async (request) => getCalendar(app.db, requireUser(request), request.query),
  );

  app.post(
    '/backoffice/boat/:id/block',
    {
      schema: {
        tags,
        security,
        summary: 'Blocks days or a half day of a boat; 409 AA00100 when they are not free',
        params: ZBoatParams,
        body: ZBlockRequest,
        response: { 201: ZCalendarBlock },
      },
    },
    async (request, reply) => {
      const block = await blockDates(app.db, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(block);
    },
  );

  app.delete(
    '/backoffice/boat/:id/block/:blockId',
    {
      schema: {
        tags,
        security,
        summary: 'Frees a blocked period (not an imported one: it goes with its import)',
        params: ZBoatParams.extend({ blockId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unblockDates(app.db, requireUser(request), request.params.id, request.params.blockId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/backoffice/boat/:id/prices',
    {
      schema: {
        tags,
        security,
        summary: "A boat's day and half-day price per season and skipper price (XXXX.YY euros)",
        params: ZBoatParams,
        body: ZPricesRequest,
        response: { 200: ZBoatPrices },
      },
    },
    async (request) =>
      updateBoatPrices(app.db, requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/backoffice/boat/:id/seasons',
    {
      schema: {
        tags,
        security,
        summary: "A boat's own season ranges (empty: the default calendar)",
        params: ZBoatParams,
        body: ZSeasonsRequest,
        response: { 200: z.object({ seasons: z.array(ZSeasonRangeOut) }) },
      },
    },
    async (request) =>
      updateBoatSeasons(app.db, requireUser(request), request.params.id, request.body),
  );
};
