import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChangeGroupBoatRequest,
  ZCreateGroupRequest,
  ZGroup,
  ZGroupBoatOption,
  ZGroupBoatsQuery,
  ZGroupList,
  ZGroupListQuery,
  ZGroupOptions,
  ZGroupParams,
  ZJoinGroupRequest,
} from '../../../shared/schemas/group';
import { requireUser } from '../../plugins/auth';
import { changeGroupBoat } from '../../services/group/change-boat';
import { createGroup } from '../../services/group/create-group';
import type { TGroupDeps } from '../../services/group/deps';
import { getGroup } from '../../services/group/get-group';
import { getGroupOptions } from '../../services/group/group-options';
import { joinGroup } from '../../services/group/join-group';
import { leaveGroup } from '../../services/group/leave-group';
import { listGroups } from '../../services/group/list-groups';
import { similarBoats } from '../../services/group/similar-boats';
import { listWizardBoats } from '../../services/group/wizard-boats';

const tags = ['group'];
const security = [{ bearerAuth: [] }];

/**
 * Boat sharing (PRODUCT.md §4 and §8, docs/decisions/0028-groups.md): the list and a group are
 * public; creating, joining, leaving, the similar boats and a new boat need a login. Each event
 * tells the members by mail (stored in its transaction, delivered once it committed) and in
 * the group chat.
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TGroupDeps = {
    db: app.db,
    payments: app.payments,
    ownerResponseHours: app.config.ownerResponseHours,
    firstPaymentShare: app.config.firstPaymentShare,
    mail: { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
    bus: app.chatBus,
  };

  app.get(
    '/group',
    {
      schema: {
        tags,
        summary: 'Groups still to sail: those with places first, then by date; filters',
        querystring: ZGroupListQuery,
        response: { 200: ZGroupList },
      },
    },
    async (request) => listGroups(app.db, request.query),
  );

  app.get(
    '/group/options',
    {
      schema: {
        tags,
        summary: "The create-group wizard's catalogues: places as a tree, plans, boat types",
        response: { 200: ZGroupOptions },
      },
    },
    async () => getGroupOptions(app.db, app.config.firstPaymentShare),
  );

  app.get(
    '/group/boats',
    {
      schema: {
        tags,
        summary:
          'The boats a group could take that day: harbour, plan, type, kind, room, skipper, free, price per person in range',
        querystring: ZGroupBoatsQuery,
        response: { 200: z.object({ items: z.array(ZGroupBoatOption) }) },
      },
    },
    async (request) => listWizardBoats(app.db, request.query),
  );

  app.get(
    '/group/:id',
    {
      schema: {
        tags,
        summary: 'One group; `me` for a member (seats, passengers, payments)',
        params: ZGroupParams,
        response: { 200: ZGroup },
      },
    },
    async (request) => getGroup(app.db, request.params.id, request.user),
  );

  // 401 comes before 400 on the calls that need a session
  const loggedIn = {
    preValidation: async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    },
  };

  app.post(
    '/group',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary:
          'Creates a group (createGroupData + boatId): the creator joins with their passengers and pays the first share',
        body: ZCreateGroupRequest,
        response: { 201: ZGroup },
      },
    },
    async (request, reply) => {
      const group = await createGroup(deps, requireUser(request), request.body);
      return reply.status(201).send(group);
    },
  );

  app.post(
    '/group/:id/join',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary: 'Joins with passengers (one seat each), charging the first share of the seats',
        params: ZGroupParams,
        body: ZJoinGroupRequest,
        response: { 200: ZGroup },
      },
    },
    async (request) => joinGroup(deps, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/group/:id/leave',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary: 'Leaves an open group, refunded in full (the creator only when alone)',
        params: ZGroupParams,
        response: { 200: ZGroup },
      },
    },
    async (request) => leaveGroup(deps, requireUser(request), request.params.id),
  );

  app.get(
    '/group/:id/similar-boats',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary: "Boats that could replace the group's (members only), cheapest per person first",
        params: ZGroupParams,
        response: { 200: z.array(ZGroupBoatOption) },
      },
    },
    async (request) => similarBoats(app.db, requireUser(request), request.params.id),
  );

  app.post(
    '/group/:id/boat',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        summary: 'The creator picks a similar boat: a new request goes to its owner',
        params: ZGroupParams,
        body: ZChangeGroupBoatRequest,
        response: { 200: ZGroup },
      },
    },
    async (request) =>
      changeGroupBoat(deps, requireUser(request), request.params.id, request.body.boatId),
  );
};
