import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogInputs,
  catalogItemOf,
  catalogKinds,
  catalogUpdateOf,
} from '../../../shared/schemas/admin-catalog';
import { requireUser } from '../../plugins/auth';
import { createCatalogEntry } from '../../services/admin-catalog/create-catalog-entry';
import { deleteCatalogEntry } from '../../services/admin-catalog/delete-catalog-entry';
import { listCatalog } from '../../services/admin-catalog/list-catalog';
import { updateCatalogEntry } from '../../services/admin-catalog/update-catalog-entry';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
// ids are PostgreSQL integers: a larger number is no id (and would fail the query with a 500)
const ZParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The catalogues admins edit (issue 8): for each kind, list, create, edit and delete at
 * `/backoffice/admin/catalog/{kind}`. Each kind has its own body schema (shared with the form).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of catalogKinds) {
    const path = `/backoffice/admin/catalog/${kind}`;
    const item = catalogItemOf(kind);
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Every ${kind} with its use (admin only)`,
          response: { 200: z.array(item) },
        },
      },
      async (request) => listCatalog(app.db, requireUser(request), kind),
    );
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Adds a ${kind}; a slug already used is 409 (admin only)`,
          body: catalogInputs[kind] as z.ZodObject,
          response: { 201: item },
        },
      },
      async (request, reply) => {
        const created = await createCatalogEntry(
          app.db,
          requireUser(request),
          kind,
          request.body as Record<string, unknown>,
        );
        return reply.status(201).send(created);
      },
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Edits a ${kind} (every field but its slug; admin only)`,
          params: ZParams,
          body: catalogUpdateOf(kind),
          response: { 200: item },
        },
      },
      async (request) =>
        updateCatalogEntry(
          app.db,
          requireUser(request),
          kind,
          request.params.id,
          request.body as Record<string, unknown>,
        ),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Deletes a ${kind} nothing uses; reference data and used entries are 409 (admin only)`,
          params: ZParams,
          response: { 200: z.object({ id: z.number() }) },
        },
      },
      async (request) => deleteCatalogEntry(app.db, requireUser(request), kind, request.params.id),
    );
  }
};
