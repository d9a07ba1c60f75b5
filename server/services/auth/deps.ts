import type { TDatabase } from '../../../db/client';
import type { TMailer } from '../mail/types';
import type { TRateLimiter } from '../rate-limit';

/** What the account use cases need from the app. */
export type TAuthDeps = {
  db: TDatabase;
  jwtSecret: string;
  mailer: TMailer;
  limiter: TRateLimiter;
  publicUrl: string;
};
