import path from 'node:path';
import type { TConfig } from '../../config';
import { createLocalStorage, type TStorage } from './local';
import { createS3Storage } from './s3';

export type { TStorage };

/** Stored files: an S3-compatible bucket when S3_BUCKET is set, else `DATA_DIR/storage` on disk. */
export function createStorage(config: TConfig): TStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'storage'));
}
