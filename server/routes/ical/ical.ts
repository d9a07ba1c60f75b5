import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { exportIcalFeed } from '../../services/calendar/ical-export-feed';

const feedFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i;

/**
 * The public iCal feed of a boat's calendar, `GET /ical/{calendarToken}.ics`: the secret token is
 * the only key (calendar apps send no credentials); an unknown one is 404.
 */
export const icalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ical/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: "A boat's bookings and blocked periods as an iCalendar feed (text/calendar)",
        params: z.object({ file: z.string().max(100).describe('{calendarToken}.ics') }),
      },
    },
    async (request, reply) => {
      const token = feedFile.exec(request.params.file)?.[1];
      if (!token) throw notFound();
      const text = await exportIcalFeed(app.db, token.toLowerCase(), new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="marea.ics"')
        .send(text);
    },
  );
};
