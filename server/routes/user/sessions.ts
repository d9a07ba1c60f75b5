import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionEnd, ZSessionList } from '../../../shared/schemas/sessions';
import { requireUser } from '../../plugins/auth';
import { endOtherSessions } from '../../services/sessions/end-other-sessions';
import { endSession } from '../../services/sessions/end-session';
import { listSessions } from '../../services/sessions/list-sessions';
import { clearSessionCookies } from '../auth/cookies';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** The account's sessions: each login on a device, listed and ended one by one or all others. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'The sessions still on: device, login time, last activity, the current one',
        response: { 200: ZSessionList },
      },
    },
    async (request) => ({ sessions: await listSessions(app.db, requireUser(request)) }),
  );

  app.delete(
    '/user/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ends one session (needs the password); ending the current one logs out',
        params: z.object({ id: z.uuid() }),
        body: ZSessionEnd.nullish(),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { current } = await endSession(app.db, me, request.params.id, request.body?.password);
      if (current) clearSessionCookies(reply);
      return { message: 'success' };
    },
  );

  app.delete(
    '/user/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Ends every session but the current one (needs the password)',
        body: ZSessionEnd.nullish(),
        response: { 200: z.object({ message: z.string(), ended: z.number().int() }) },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(app.db, requireUser(request), request.body?.password);
      return { message: 'success', ended };
    },
  );
};
