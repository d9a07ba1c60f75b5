import type { FastifyReply } from 'fastify';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { idTokenSeconds } from '../../services/auth/id-token';
import { refreshTokenDays } from '../../services/auth/refresh-tokens';

/** The session cookies of the spec (§3, §9), set by the server. */
export const sessionCookies = {
  idToken: 'auth.idToken',
  refreshToken: 'auth.refreshToken',
  loginAt: 'auth.loginAt',
  rememberMe: 'auth.rememberMe',
  loggedInUser: 'loggedInUser',
  name: 'name',
  img: 'img',
} as const;

const sevenDays = refreshTokenDays * 86_400;

/**
 * Sets the session: tokens HttpOnly (the browser never reads them), the rest readable by the
 * web app (who is logged in, name and picture for the header). Without "remember me" the
 * refresh token lasts as long as the browser session.
 */
export function setSessionCookies(
  reply: FastifyReply,
  session: TTokenResponse & { avatarUrl?: string | null; rememberMe: boolean; loginAt?: Date },
  secure: boolean,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  const persistent = session.rememberMe ? { maxAge: sevenDays } : {};
  reply
    .setCookie(sessionCookies.idToken, session.idToken, {
      ...base,
      httpOnly: true,
      maxAge: idTokenSeconds,
    })
    .setCookie(sessionCookies.refreshToken, session.refreshToken, {
      ...base,
      httpOnly: true,
      ...persistent,
    })
    .setCookie(sessionCookies.rememberMe, String(session.rememberMe), {
      ...base,
      maxAge: sevenDays,
    })
    .setCookie(sessionCookies.loggedInUser, session.role, { ...base, ...persistent })
    .setCookie(sessionCookies.name, session.name, { ...base, maxAge: idTokenSeconds });
  if (session.loginAt) {
    reply.setCookie(sessionCookies.loginAt, session.loginAt.toISOString(), {
      ...base,
      httpOnly: true,
      maxAge: sevenDays,
    });
  }
  if (session.avatarUrl)
    reply.setCookie(sessionCookies.img, session.avatarUrl, { ...base, maxAge: idTokenSeconds });
}

/** Refreshes the readable header cookies after the profile changed (name, picture). */
export function setProfileCookies(
  reply: FastifyReply,
  profile: { name: string; avatarUrl: string | null },
  secure: boolean,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: idTokenSeconds };
  reply.setCookie(sessionCookies.name, profile.name, base);
  if (profile.avatarUrl) reply.setCookie(sessionCookies.img, profile.avatarUrl, base);
  else reply.clearCookie(sessionCookies.img, { path: '/' });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of Object.values(sessionCookies)) reply.clearCookie(name, { path: '/' });
}
