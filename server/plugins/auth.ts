import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, appError, unauthorized } from '../errors';
import { currentUser } from '../services/auth/current-user';
import { verifyIdToken, type TSessionUser } from '../services/auth/id-token';
import { clearSessionCookies, sessionCookies } from '../routes/auth/cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller, when a valid id token of a session still on came with the request */
    user: TSessionUser | null;
    /** why the presented token was refused (expired: AA00005), raised only where a user is required */
    authError: AppError | null;
  }
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Built assets and pictures never depend on who asks: no token check, no database lookup. */
const anonymousPaths = ['/assets/', '/media/'];

/**
 * Reads the id token from `Authorization: Bearer` (API clients) or the HttpOnly `auth.idToken`
 * cookie (the web app). Cookie-authenticated writes must come from our own origin (CSRF). The
 * user is then read from the database (one primary-key lookup): a disabled or deleted account is
 * refused from its next request on, and the role is the current one, not the token's.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.addHook('onRequest', async (request, reply) => {
    if (anonymousPaths.some((prefix) => request.url.startsWith(prefix))) return;
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const token = bearer || request.cookies[sessionCookies.idToken];
    if (!token) return;
    try {
      request.user = await currentUser(app.db, await verifyIdToken(app.secrets.jwt, token));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.authError = error;
      // a disabled account's browser drops its session at once (the refresh token is revoked too)
      // (an ended session's does not here: a request sent before this browser got the tokens of
      // its new session, after a password change, would clear them; the web's refresh tells)
      if (!bearer && request.authError.code === 'AA00140') clearSessionCookies(reply);
      return;
    }
    if (!bearer && unsafe.has(request.method) && !isSameOrigin(request)) {
      request.user = null;
      request.authError = appError('AA00003');
    }
  });
}

/** Origin (or Referer) must name this host: a cross-site form cannot ride on the session cookie. */
function isSameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/** The caller, or 401 (AA00002 without a token, AA00005 when it expired). */
export function requireUser(request: FastifyRequest): TSessionUser {
  if (request.authError) throw request.authError;
  if (!request.user) throw unauthorized();
  return request.user;
}
