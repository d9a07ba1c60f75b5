import type { TDatabase, TDatabaseHandle } from '../db/client';
import type { TPaymentProvider } from './adapters/payments/types';
import type { TConfig } from './config';
import type { TStorage } from './adapters/storage/local';
import type { TSecrets } from './secrets';
import type { TRouteEntry } from './plugins/route-table';
import type { TSocialVerifier } from './services/auth/types';
import type { TMailer } from './services/mail/types';
import type { TRateLimiter } from './services/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    secrets: TSecrets;
    database: TDatabaseHandle;
    db: TDatabase;
    /** where the boat search reads: DATABASE_READ_URL's replica, or `db` */
    searchDb: TDatabase;
    mailer: TMailer;
    /** stored files (uploads, generated pictures): local disk or S3 */
    storage: TStorage;
    rateLimiter: TRateLimiter;
    /** the card processor: the in-process sandbox or Stripe (PAYMENTS_PROVIDER) */
    payments: TPaymentProvider;
    socialVerifiers: { google: TSocialVerifier; facebook: TSocialVerifier };
    /** every declared route, in declaration order (server/plugins/route-table.ts) */
    routeTable: TRouteEntry[];
  }
}
