import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { approveBoat } from '../../services/boat-review/approve-boat';
import { boatStatuses } from '../../services/boat-review/boat-summaries';
import { listOwnerBoats } from '../../services/boat-review/list-owner-boats';
import { listReviewBoats, reviewStatuses } from '../../services/boat-review/list-review-boats';
import { rejectBoat } from '../../services/boat-review/reject-boat';
import type { TBoatWriteDeps } from '../../services/boat-write/deps';
import { ZBoatSummary, ZReviewBoat, ZReviewedBoat } from './schemas';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const ZParams = z.object({ id: z.uuid() });
const paging = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** The back office's boats: an owner's fleet, and the admins' review of submitted boats. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBoatWriteDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.get(
    '/backoffice/boat',
    {
      schema: {
        tags,
        security,
        summary: "The caller's boats in any status (admin: everyone's, or one owner's)",
        querystring: z.object({
          owner: z.uuid().optional(),
          status: z.enum(boatStatuses).optional(),
          ...paging,
        }),
        response: { 200: pageOf(ZBoatSummary) },
      },
    },
    async (request) => listOwnerBoats(app.db, requireUser(request), request.query),
  );

  app.get(
    '/backoffice/admin/boat',
    {
      schema: {
        tags,
        security,
        summary: 'Boats of one review status, pending first (admin only)',
        querystring: z.object({
          status: z.enum(reviewStatuses).default('pending_review'),
          ...paging,
        }),
        response: {
          200: pageOf(ZReviewBoat).extend({
            counts: z.record(z.enum(reviewStatuses), z.number()),
          }),
        },
      },
    },
    async (request) => listReviewBoats(app.db, requireUser(request), request.query),
  );

  app.post(
    '/backoffice/admin/boat/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Publishes a pending boat; a client owner becomes a shipowner (admin only)',
        params: ZParams,
        response: { 200: ZReviewedBoat },
      },
    },
    async (request) => approveBoat(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/backoffice/admin/boat/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Rejects a pending boat; the reason is mailed to its owner (admin only)',
        params: ZParams,
        body: z.object({ reason: z.string().trim().min(10).max(1000) }),
        response: { 200: ZReviewedBoat },
      },
    },
    async (request) =>
      rejectBoat(deps, requireUser(request), request.params.id, request.body.reason),
  );
};
