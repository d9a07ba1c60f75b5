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
};

/** Files in an S3-compatible bucket, under server-generated keys. */
export function createS3Storage(options: TS3Options, client?: S3Client): TStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // an upload runs inside its asset's transaction, on one of the few pooled connections
      // (decision 0067): a silent bucket fails the request instead of holding it for minutes
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
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
