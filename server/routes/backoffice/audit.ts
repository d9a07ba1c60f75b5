import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, ZAuditEntry, ZAuditQuery } from '../../../shared/schemas/admin';
import { requireUser } from '../../plugins/auth';
import { listAudit } from '../../services/admin/list-audit';

/** The audit log, read by superAdmins (issue 8). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/backoffice/admin/audit',
    {
      schema: {
        tags: ['backoffice'],
        security: [{ bearerAuth: [] }],
        summary: 'What admins did, newest first, with before and after (superAdmin only)',
        querystring: ZAuditQuery,
        response: { 200: pageOf(ZAuditEntry) },
      },
    },
    async (request) => listAudit(app.db, requireUser(request), request.query),
  );
};
