import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFiguresQuery, ZPlatformFigures } from '../../../shared/schemas/admin-figures';
import { requireUser } from '../../plugins/auth';
import { getPlatformFigures } from '../../services/admin-figures/get-platform-figures';

/** The platform's figures by month, for the admins' charts (issue 8). */
export const adminFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/admin/figures',
    {
      schema: {
        tags: ['backoffice'],
        security: [{ bearerAuth: [] }],
        summary:
          'Bookings and groups by status, gross volume, commission, acceptance rate and median owner response time, by month (admin only)',
        querystring: ZFiguresQuery,
        response: { 200: ZPlatformFigures },
      },
    },
    async (request) => getPlatformFigures(app.db, requireUser(request), request.query),
  );
};
