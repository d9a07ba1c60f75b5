import { randomUUID } from 'node:crypto';
import { assets } from '../../../db/schema';
import type { TAssetDeps } from './deps';
import { signUpload, uploadUrlSeconds } from './signature';
import {
  uploadStorageKey,
  uploadsPerUser,
  type TUploadContentType,
  type TUploadKind,
} from './upload-policy';

export type TCreateUploadInput = {
  kind: TUploadKind;
  contentType: TUploadContentType;
  /** declared size in bytes; the upload route enforces the hard limit */
  size: number;
};

export type TUploadTicket = {
  id: string;
  url: string;
  method: 'PUT';
  headers: { 'content-type': TUploadContentType };
  expiresAt: Date;
};

/**
 * Starts an upload: a `pending` asset owned by the caller, and a URL that lets whoever holds it
 * PUT the file once within 15 minutes without a token (the browser sends it straight there).
 */
export async function createUpload(
  deps: TAssetDeps,
  ownerId: string,
  input: TCreateUploadInput,
  now = new Date(),
): Promise<TUploadTicket> {
  await deps.limiter.consume([`asset-upload:user:${ownerId}`, uploadsPerUser]);
  const id = randomUUID();
  await deps.db.insert(assets).values({
    id,
    ownerId,
    kind: input.kind,
    status: 'pending',
    storageKey: uploadStorageKey(input.kind, id, input.contentType),
    contentType: input.contentType,
  });
  const expires = Math.floor(now.getTime() / 1000) + uploadUrlSeconds;
  const signature = signUpload(deps.secret, {
    assetId: id,
    expires,
    contentType: input.contentType,
  });
  const query = new URLSearchParams({ expires: String(expires), signature });
  return {
    id,
    url: `${deps.publicUrl.replace(/\/+$/, '')}/api/asset/upload/${id}?${query}`,
    method: 'PUT',
    headers: { 'content-type': input.contentType },
    expiresAt: new Date(expires * 1000),
  };
}
