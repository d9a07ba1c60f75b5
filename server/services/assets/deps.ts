import type { TDatabase } from '../../../db/client';
import type { TStorage } from '../../adapters/storage/local';
import type { TRateLimiter } from '../rate-limit';

/** What the upload use cases need from the app. */
export type TAssetDeps = {
  db: TDatabase;
  storage: TStorage;
  limiter: TRateLimiter;
  /** signs upload URLs (`secrets.assetUrl`) */
  secret: string;
  publicUrl: string;
};
