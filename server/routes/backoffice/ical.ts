import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIcalImportRequest, ZIcalSettings, ZIcalSyncResult } from '../../../shared/schemas/ical';
import { requireUser } from '../../plugins/auth';
import { addIcalImport } from '../../services/calendar/ical-add-import';
import { getIcalSettings } from '../../services/calendar/ical-get-settings';
import { removeIcalImport } from '../../services/calendar/ical-remove-import';
import { resetIcalToken } from '../../services/calendar/ical-reset-token';
import type { TIcalDeps } from '../../services/calendar/ical-sync-import';
import { syncOwnerImport } from '../../services/calendar/ical-sync-owner';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const ZBoatParams = z.object({ id: z.uuid() });
const ZImportParams = z.object({ id: z.uuid(), importId: z.uuid() });

/** Two-way iCal of one boat (docs/decisions/0031-ical.md): its export URL and imported calendars. */
export const icalBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TIcalDeps = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    fetch: { allowPrivateHosts: app.config.icalAllowPrivateHosts },
  };

  app.get(
    '/backoffice/boat/:id/ical',
    {
      schema: {
        tags,
        security,
        summary: "The boat's iCal export URL and its imported calendars",
        params: ZBoatParams,
        response: { 200: ZIcalSettings },
      },
    },
    async (request) =>
      getIcalSettings(app.db, deps.publicUrl, requireUser(request), request.params.id),
  );

  app.post(
    '/backoffice/boat/:id/ical/reset',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret export URL; the old one stops working',
        params: ZBoatParams,
        response: { 200: z.object({ exportUrl: z.string() }) },
      },
    },
    async (request) =>
      resetIcalToken(app.db, deps.publicUrl, requireUser(request), request.params.id),
  );

  app.post(
    '/backoffice/boat/:id/ical/import',
    {
      schema: {
        tags,
        security,
        summary: "Imports an external calendar's events as blocked periods (fetched at once)",
        params: ZBoatParams,
        body: ZIcalImportRequest,
        response: { 201: ZIcalSyncResult },
      },
    },
    async (request, reply) => {
      const result = await addIcalImport(
        deps,
        requireUser(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/backoffice/boat/:id/ical/import/:importId/sync',
    {
      schema: {
        tags,
        security,
        summary: 'Fetches an imported calendar again and replaces its blocked periods',
        params: ZImportParams,
        response: { 200: ZIcalSyncResult },
      },
    },
    async (request) =>
      syncOwnerImport(
        deps,
        requireUser(request),
        request.params.id,
        request.params.importId,
        new Date(),
      ),
  );

  app.delete(
    '/backoffice/boat/:id/ical/import/:importId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an imported calendar and the blocked periods it made',
        params: ZImportParams,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (request) =>
      removeIcalImport(app.db, requireUser(request), request.params.id, request.params.importId),
  );
};
