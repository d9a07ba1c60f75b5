import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageOf,
  ZAdminUser,
  ZAdminUserDetail,
  ZOptionalReason,
  ZReason,
  ZRoleChange,
  ZUserListQuery,
} from '../../../shared/schemas/admin';
import { requireUser } from '../../plugins/auth';
import { changeUserRole } from '../../services/admin/change-role';
import { disableUser } from '../../services/admin/disable-user';
import { enableUser } from '../../services/admin/enable-user';
import { getAdminUser } from '../../services/admin/get-user';
import { listUsers } from '../../services/admin/list-users';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid() });

/** The admins' users: search, one user, role changes, disable and enable (decision 0033). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // 401 comes before 400: a visitor without a session learns to log in
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/backoffice/admin/user',
    {
      schema: {
        tags,
        security,
        summary: 'Users by name, surname or email (any case and accents), role and status (admin)',
        querystring: ZUserListQuery,
        response: { 200: pageOf(ZAdminUser) },
      },
    },
    async (request) => listUsers(app.db, requireUser(request), request.query),
  );

  app.get(
    '/backoffice/admin/user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One user: profile, role, state, counts, latest bookings, support chat (admin)',
        params,
        response: { 200: ZAdminUserDetail },
      },
    },
    async (request) => getAdminUser(app.db, requireUser(request), request.params.id),
  );

  app.put(
    '/backoffice/admin/user/:id/role',
    {
      schema: {
        tags,
        security,
        summary: "Changes a user's role; admin roles only by a superAdmin, never one's own (admin)",
        params,
        body: ZRoleChange,
        response: { 200: ZAdminUser },
      },
    },
    async (request) =>
      changeUserRole(app.db, requireUser(request), request.params.id, request.body.role),
  );

  app.post(
    '/backoffice/admin/user/:id/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Disables a user and ends every session of theirs at once (admin)',
        params,
        body: ZReason,
        response: { 200: ZAdminUser },
      },
    },
    async (request) =>
      disableUser(app.db, requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/backoffice/admin/user/:id/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Lets a disabled user log in again (admin)',
        params,
        body: ZOptionalReason.nullish(),
        response: { 200: ZAdminUser },
      },
    },
    async (request) =>
      enableUser(app.db, requireUser(request), request.params.id, request.body?.reason),
  );
};
