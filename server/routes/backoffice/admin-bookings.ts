import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageOf,
  ZAdminBooking,
  ZAdminBookingDetail,
  ZAdminGroup,
  ZAdminGroupDetail,
  ZBookingListQuery,
  ZGroupListQuery,
  ZReason,
} from '../../../shared/schemas/admin';
import { requireUser } from '../../plugins/auth';
import { adminCancelBooking } from '../../services/admin/cancel-booking';
import { adminCancelGroup } from '../../services/admin/cancel-group';
import { getAdminBooking } from '../../services/admin/get-booking';
import { getAdminGroup } from '../../services/admin/get-group';
import { listAdminBookings } from '../../services/admin/list-bookings';
import { listAdminGroups } from '../../services/admin/list-groups';
import type { TBookingDeps } from '../../services/booking/deps';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid() });

/** Every booking and group for admins: search, the ledger of each, cancel with a full refund. */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBookingDeps = {
    db: app.db,
    payments: app.payments,
    ownerResponseHours: app.config.ownerResponseHours,
    firstPaymentShare: app.config.firstPaymentShare,
    mail: { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
    bus: app.chatBus,
  };

  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/backoffice/admin/booking',
    {
      schema: {
        tags,
        security,
        summary: 'Every booking by id, client, owner or boat, and status (admin)',
        querystring: ZBookingListQuery,
        response: { 200: pageOf(ZAdminBooking) },
      },
    },
    async (request) => listAdminBookings(app.db, requireUser(request), request.query),
  );

  app.get(
    '/backoffice/admin/booking/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One booking with its ledger rows and their sums (admin)',
        params,
        response: { 200: ZAdminBookingDetail },
      },
    },
    async (request) => getAdminBooking(app.db, requireUser(request), request.params.id),
  );

  app.post(
    '/backoffice/admin/booking/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels an accepted booking with a full refund, like its owner would (admin)',
        params,
        body: ZReason,
        response: { 200: ZAdminBookingDetail },
      },
    },
    async (request) =>
      adminCancelBooking(deps, requireUser(request), request.params.id, request.body.reason),
  );

  app.get(
    '/backoffice/admin/group',
    {
      schema: {
        tags,
        security,
        summary: 'Every group by id, name, boat or creator, and status (admin)',
        querystring: ZGroupListQuery,
        response: { 200: pageOf(ZAdminGroup) },
      },
    },
    async (request) => listAdminGroups(app.db, requireUser(request), request.query),
  );

  app.get(
    '/backoffice/admin/group/:id',
    {
      schema: {
        tags,
        security,
        summary: "One group with its members' charges and refunds and its ledger (admin)",
        params,
        response: { 200: ZAdminGroupDetail },
      },
    },
    async (request) => getAdminGroup(app.db, requireUser(request), request.params.id),
  );

  app.post(
    '/backoffice/admin/group/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels a group and refunds every member in full (admin)',
        params,
        body: ZReason,
        response: { 200: ZAdminGroupDetail },
      },
    },
    async (request) =>
      adminCancelGroup(deps, requireUser(request), request.params.id, request.body.reason),
  );
};
