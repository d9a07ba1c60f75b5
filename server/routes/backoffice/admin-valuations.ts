import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminValuation,
  ZAdminValuations,
  ZAdminValuationsQuery,
  ZValuationModerationRequest,
} from '../../../shared/schemas/valuation';
import { requireUser } from '../../plugins/auth';
import { listAdminValuations } from '../../services/valuation/list-admin-valuations';
import { moderateValuation } from '../../services/valuation/moderate-valuation';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid({ error: 'invalidUuid' }) });

/** The admins' moderation of valuations (issue 9): list, hide and show again, audited. */
export const adminValuationRoutes: FastifyPluginAsyncZod = async (app) => {
  // 401 comes before 400: a visitor without a session learns to log in
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/backoffice/admin/valuation',
    {
      schema: {
        tags,
        security,
        summary:
          'Every valuation, newest first, by status (all, published, pending, hidden) and words',
        querystring: ZAdminValuationsQuery,
        response: { 200: ZAdminValuations },
      },
    },
    async (request) => listAdminValuations(app.db, requireUser(request), request.query),
  );

  for (const [action, hide] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/backoffice/admin/valuation/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: hide
            ? 'Hides a valuation that breaks the rules: off the boat page and the ratings; the reason goes to the audit log'
            : 'Shows a hidden valuation again, with the reason, in the audit log',
          params,
          body: ZValuationModerationRequest,
          response: { 200: ZAdminValuation },
        },
      },
      async (request) =>
        moderateValuation({ db: app.db }, requireUser(request), request.params.id, {
          hide,
          reason: request.body.reason,
        }),
    );
  }
};
