import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TLang } from '../../../shared/i18n';
import type { TAuthDeps } from '../../services/auth/deps';
import type { TClient } from '../../services/auth/refresh-tokens';

export function authDeps(app: FastifyInstance): TAuthDeps {
  return {
    db: app.db,
    jwtSecret: app.secrets.jwt,
    mailer: app.mailer,
    limiter: app.rateLimiter,
    publicUrl: app.config.publicUrl,
  };
}

/** What a new or rotated session records about the caller's device (the sessions list shows it). */
export function requestClient(request: FastifyRequest): TClient {
  return { userAgent: request.headers['user-agent'] ?? null };
}

/** The caller's language for mails: English when the browser prefers it, else Spanish. */
export function requestLang(request: FastifyRequest): TLang {
  const accepted = request.headers['accept-language'] ?? '';
  const first = accepted.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'es';
}
