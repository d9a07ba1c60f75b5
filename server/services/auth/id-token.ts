import { errors, jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../../../shared/uuid';
import { appError } from '../../errors';

export type TRole = 'client' | 'shipowner' | 'admin' | 'superAdmin';
export type TAuthUser = { id: string; role: TRole };
/** A user in one session: `sessionId` is the refresh-token family the id token was issued for. */
export type TSessionUser = TAuthUser & { sessionId: string };

/** The id token lives 50 minutes (spec §9: 3,000,000 ms). */
export const idTokenSeconds = 50 * 60;
const issuer = 'marea';
const audience = 'marea-api';
const type = 'at+jwt';
const roles: readonly TRole[] = ['client', 'shipowner', 'admin', 'superAdmin'];

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * A signed HS256 JWT naming the user, the role and the session (`sid`): each request checks that
 * the session was not ended, so logging a session out ends its id token too.
 */
export function signIdToken(secret: string, user: TSessionUser, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: type })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + idTokenSeconds)
    .sign(key(secret));
}

/**
 * Checks algorithm, issuer, audience, type and expiry. An expired token answers AA00005 (the web
 * refreshes and retries once); anything else wrong answers AA00018.
 */
export async function verifyIdToken(
  secret: string,
  token: string,
  now = new Date(),
): Promise<TSessionUser> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer,
      audience,
      typ: type,
      currentDate: now,
    });
    const role = payload.role as TRole;
    const sid = payload.sid;
    if (!payload.sub || !roles.includes(role) || typeof sid !== 'string' || !isUuid(sid))
      throw appError('AA00018');
    return { id: payload.sub, role, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw appError('AA00005');
    throw appError('AA00018');
  }
}
