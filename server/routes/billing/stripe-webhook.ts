import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { TBillingDeps } from '../../services/billing/deps';
import { receiveProviderEvent } from '../../services/billing/receive-provider-event';

const ZWebhookHeaders = z.object({ 'stripe-signature': z.string().max(2000).optional() });
const ZWebhookReceived = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('this event id had already been received: nothing was done'),
});

/**
 * `POST /billing/stripe/webhook` in its own scope: the body stays raw bytes, because Stripe signs
 * exactly what it sent. 404 unless PAYMENTS_PROVIDER=stripe; 400 AA00048 for a bad signature.
 */
export function stripeWebhookRoute(deps: TBillingDeps): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/billing/stripe/webhook',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Stripe events, signed (Stripe-Signature over the raw JSON body); a redelivered event id is answered without acting again',
          headers: ZWebhookHeaders,
          response: { 200: ZWebhookReceived },
        },
      },
      async (request) => {
        if (deps.payments.name !== 'stripe') throw notFound();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { duplicate } = await receiveProviderEvent(
          deps,
          body,
          request.headers['stripe-signature'],
        );
        return { received: true as const, duplicate };
      },
    );
  };
}
