import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { publishBoat } from '../../services/fleet/publish-boat';
import { requireBackofficeRole } from '../../services/fleet/require-backoffice';
import { unpublishBoat } from '../../services/fleet/unpublish-boat';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZListed = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(['published', 'unpublished']),
  updatedAt: z.string(),
});

/** The owner takes a boat off the public site and lists it again (decision 0032). */
export const fleetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/boat/:id/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Takes a published boat off the public site; its bookings stay (owner or admin)',
        params: ZParams,
        response: { 200: ZListed },
      },
    },
    async (request) =>
      unpublishBoat(app.db, requireBackofficeRole(requireUser(request)).id, request.params.id),
  );

  app.post(
    '/backoffice/boat/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Lists an unpublished boat again, with no new review (owner or admin)',
        params: ZParams,
        response: { 200: ZListed },
      },
    },
    async (request) =>
      publishBoat(app.db, requireBackofficeRole(requireUser(request)).id, request.params.id),
  );
};
