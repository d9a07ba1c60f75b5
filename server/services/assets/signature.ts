import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed upload URL works for 15 minutes. */
export const uploadUrlSeconds = 15 * 60;

export type TUploadGrant = {
  assetId: string;
  /** unix seconds */
  expires: number;
  contentType: string;
};

function digest(secret: string, grant: TUploadGrant): Buffer {
  return createHmac('sha256', secret)
    .update(`${grant.assetId}:${grant.expires}:${grant.contentType}`)
    .digest();
}

/** HMAC-SHA256 (base64url) over `<id>:<expires>:<contentType>`. */
export function signUpload(secret: string, grant: TUploadGrant): string {
  return digest(secret, grant).toString('base64url');
}

/**
 * Whether `signature` was made by us for exactly this grant and the grant has not expired.
 * Compared in constant time so the signature cannot be guessed byte by byte.
 */
export function isUploadSignatureValid(
  secret: string,
  grant: TUploadGrant,
  signature: string,
  now = new Date(),
): boolean {
  if (!Number.isSafeInteger(grant.expires) || grant.expires * 1000 < now.getTime()) return false;
  const expected = digest(secret, grant);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
