import type { TDatabase, TDatabaseHandle } from '../db/client';
import type { TConfig } from './config';
import type { TSecrets } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    secrets: TSecrets;
    database: TDatabaseHandle;
    db: TDatabase;
  }
}
