import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBoatValuations,
  ZBoatValuationsQuery,
  ZCreateValuationRequest,
  ZMyValuation,
  ZMyValuations,
  ZValuationReplyRequest,
} from '../../../shared/schemas/valuation';
import { requireUser } from '../../plugins/auth';
import { listBoatValuations } from '../../services/valuation/boat-valuations';
import { listMyValuations } from '../../services/valuation/list-my-valuations';
import { replyToValuation } from '../../services/valuation/reply-valuation';
import { submitValuation } from '../../services/valuation/submit-valuation';

const tags = ['valuation'];
const security = [{ bearerAuth: [] }];
const ZIdParams = z.object({ id: z.uuid({ error: 'invalidUuid' }) });
// 401 comes before 400: a visitor without a session learns to log in, not that the id is bad
const loggedIn = {
  preValidation: async (request: Parameters<typeof requireUser>[0]) => void requireUser(request),
};

/**
 * Valuations after a trip (issue 9, docs/decisions/0035-valuations.md): a side of an enjoyed trip
 * rates the other, the user's own lists, a boat's public reviews and the owner's one reply.
 */
export const valuationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };

  app.post(
    '/booking/:id/valuation',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary:
          'Rates an enjoyed trip within 14 days: a client rates boat and owner (stars, four categories, comment), the owner rates a client; both are published together (409 AA00180 a second time, 422 AA00181 before the trip ends, 422 AA00182 after the window)',
        params: ZIdParams,
        body: ZCreateValuationRequest,
        response: { 201: ZMyValuation },
      },
    },
    async (request, reply) => {
      const made = await submitValuation(
        deps,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/valuation',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary:
          "The user's trips to rate, valuations written (published or waiting) and published valuations received",
        response: { 200: ZMyValuations },
      },
    },
    async (request) => listMyValuations(app.db, requireUser(request).id),
  );

  app.get(
    '/boat/:id/valuation',
    {
      schema: {
        tags,
        summary: "A boat's published valuations, newest first, paged, with its rating figures",
        params: z.object({
          id: z.string().trim().min(1).max(200).describe('the boat id (uuid) or its slug'),
        }),
        querystring: ZBoatValuationsQuery,
        response: { 200: ZBoatValuations },
      },
    },
    async (request) =>
      listBoatValuations(app.db, request.params.id, request.user ?? null, request.query),
  );

  app.post(
    '/valuation/:id/reply',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary:
          "The boat owner's one public reply to a published client valuation (409 AA00183 once replied, 422 AA00184 before it is published)",
        params: ZIdParams,
        body: ZValuationReplyRequest,
        response: { 200: ZMyValuation },
      },
    },
    async (request) =>
      replyToValuation(deps, requireUser(request), request.params.id, request.body),
  );
};
