import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSignupClientRequest, ZSignupShipownerRequest } from '../../../shared/schemas/account';
import { signUp } from '../../services/auth/sign-up';
import { authDeps, requestLang } from '../auth/deps';

const ZSignupResponse = z.object({ id: z.uuid(), email: z.string() });
const tags = ['user'];

/** Sign-up for clients and for shipowners; both get a verification mail. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  app.post(
    '/user/signup-client',
    {
      schema: {
        tags,
        summary: 'Creates a client account',
        body: ZSignupClientRequest,
        response: { 201: ZSignupResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await signUp(deps, { ...request.body, kind: 'client' }, request.ip, requestLang(request)),
        ),
  );
  app.post(
    '/user/signup-shipowner',
    {
      schema: {
        tags,
        summary: 'Creates a shipowner account with its company',
        body: ZSignupShipownerRequest,
        response: { 201: ZSignupResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await signUp(
            deps,
            { ...request.body, kind: 'shipowner' },
            request.ip,
            requestLang(request),
          ),
        ),
  );
};
