import type { TSandboxCardInput } from '../../adapters/payments/types';
import { notFound } from '../../errors';
import type { TLimit, TRateLimiter } from '../rate-limit';
import type { TBillingDeps } from './deps';

/** Card testing is what bots do with a tokenisation call: a few cards an hour per address. */
export const sandboxTokensPerIp: TLimit = { max: 30, windowSeconds: 60 * 60 };

/**
 * `POST /billing/sandbox/token`: what the browser's card form does with the sandbox provider,
 * standing in for the processor's own tokenisation (PRODUCT.md §2). 404 with any other provider.
 */
export async function createSandboxToken(
  deps: Pick<TBillingDeps, 'payments'> & { limiter: TRateLimiter },
  ip: string,
  card: TSandboxCardInput,
): Promise<{ cardToken: string }> {
  const tokenize = deps.payments.tokenize;
  if (!tokenize) throw notFound();
  await deps.limiter.consume([`sandbox-token:ip:${ip}`, sandboxTokensPerIp]);
  return tokenize(card);
}
