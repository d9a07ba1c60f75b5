import { createHash, randomBytes } from 'node:crypto';

/** A random token for links and refresh: 256 bits, URL-safe. Only its hash is stored. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
