import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddCardRequest,
  ZBillingCustomer,
  ZPaymentCard,
  ZPaymentCards,
  ZSandboxToken,
  ZSandboxTokenRequest,
} from '../../../shared/schemas/billing';
import { requireUser } from '../../plugins/auth';
import { addCard } from '../../services/billing/add-card';
import { createSandboxToken } from '../../services/billing/create-sandbox-token';
import type { TBillingDeps } from '../../services/billing/deps';
import { ensureBillingCustomer } from '../../services/billing/ensure-customer';
import { listCards } from '../../services/billing/list-cards';
import { removeCard } from '../../services/billing/remove-card';
import { setDefaultCard } from '../../services/billing/set-default-card';
import { stripeWebhookRoute } from './stripe-webhook';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const ZCardParams = z.object({ id: z.uuid() });

/**
 * Billing (spec §7, PRODUCT.md §2): the sandbox's card tokenisation, the user's billing customer
 * and saved cards, and the Stripe webhook. Card numbers reach only the sandbox token call.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TBillingDeps = { db: app.db, payments: app.payments };

  app.post(
    '/billing/sandbox/token',
    {
      schema: {
        tags,
        summary:
          'Sandbox provider only (404 otherwise): a single-use token for a test card, as the browser form does',
        body: ZSandboxTokenRequest,
        response: { 200: ZSandboxToken },
      },
    },
    async (request) =>
      createSandboxToken(
        { payments: app.payments, limiter: app.rateLimiter },
        request.ip,
        request.body,
      ),
  );

  await app.register(clientRoutes(deps));
  await app.register(stripeWebhookRoute(deps));
};

/** The logged-in user's billing customer and cards. */
function clientRoutes(deps: TBillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // 401 comes before 400: a visitor without a session learns to log in, not that the id is bad
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.post(
      '/billing/client',
      {
        schema: {
          tags,
          security,
          summary: "Creates the user's billing customer (201), or answers the existing one (200)",
          response: { 200: ZBillingCustomer, 201: ZBillingCustomer },
        },
      },
      async (request, reply) => {
        const { customerId, created } = await ensureBillingCustomer(deps, requireUser(request).id);
        return reply.status(created ? 201 : 200).send({ customerId });
      },
    );

    app.get(
      '/billing/client/card',
      {
        schema: {
          tags,
          security,
          summary: "The user's saved cards, newest first",
          response: { 200: ZPaymentCards },
        },
      },
      async (request) => ({
        items: await listCards(deps.db, deps.payments.name, requireUser(request).id),
      }),
    );

    app.post(
      '/billing/client/card',
      {
        schema: {
          tags,
          security,
          summary:
            'Saves a tokenised card (the first one becomes the default); 400 naming cardToken when unknown or used',
          body: ZAddCardRequest,
          response: { 201: ZPaymentCard },
        },
      },
      async (request, reply) => {
        const card = await addCard(deps, requireUser(request).id, request.body.cardToken);
        return reply.status(201).send(card);
      },
    );

    app.post(
      '/billing/client/card/:id/default',
      {
        schema: {
          tags,
          security,
          summary: 'Makes a saved card the default (404 AA00046 when it is not one of yours)',
          params: ZCardParams,
          response: { 200: ZPaymentCard },
        },
      },
      async (request) => setDefaultCard(deps, requireUser(request).id, request.params.id),
    );

    app.delete(
      '/billing/client/card/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Removes a saved card; when it was the default, the newest remaining card becomes the default',
          params: ZCardParams,
          response: { 204: z.null().describe('removed') },
        },
      },
      async (request, reply) => {
        await removeCard(deps, requireUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
