import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TStorage } from './local';

export type TS3Options = {
  bucket: string;
  region: string;
  /** an S3-compatible service (MinIO, R2, Scaleway…); AWS when absent */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** key prefix inside the bucket */
  prefix: string;
  /** how long connecting and then one whole request may take; tests shorten them */
  timeoutsMs?: { connect: number; request: number };
};

/**
 * Uploads run inside their asset's transaction, on one of the few pooled connections (decision
 * 0067): a silent bucket fails the request instead of holding the connection for minutes. The SDK
 * tries each request three times.
 */
const timeoutsMs = { connect: 5_000, request: 20_000 };

/** Files in an S3-compatible bucket, under server-generated keys. */
export function createS3Storage(options: TS3Options): TStorage {
  const timeouts = options.timeoutsMs ?? timeoutsMs;
  const s3 = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestHandler: {
      connectionTimeout: timeouts.connect,
      requestTimeout: timeouts.request,
      // without it the SDK only logs a warning when a request outlives requestTimeout
      throwOnRequestTimeout: true,
    },
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const key = (name: string) => `${options.prefix}${name}`;
  return {
    async put(name, body) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: typeof body === 'string' ? Buffer.from(body) : body,
        }),
      );
    },
    async read(name) {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }),
      );
      if (!object.Body) throw new Error(`Empty object: ${name}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
  };
}
