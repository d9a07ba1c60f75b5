import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type TRawWithNonce = IncomingMessage & { cspNonce?: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** per-request nonce for the inline scripts of the SSR page */
    cspNonce: string;
  }
}

/**
 * Security headers with a strict content security policy. Scripts run only from our origin or
 * with the per-request nonce that the SSR handler puts on React Router's inline scripts. Styles
 * allow inline style attributes (React and Radix set them), so no nonce is added to style-src.
 */
export function registerSecurity(
  app: FastifyInstance,
  options: { dev: boolean; social?: { google: boolean; facebook: boolean } },
): void {
  const nonceSource = (req: IncomingMessage) => `'nonce-${(req as TRawWithNonce).cspNonce ?? ''}'`;
  // Social login SDKs, only when their apps are configured (docs/decisions/0008-web-session.md).
  const google = options.social?.google ? ['https://accounts.google.com'] : [];
  const facebook = options.social?.facebook
    ? ['https://connect.facebook.net', 'https://www.facebook.com']
    : [];
  // Built once: @fastify/helmet built helmet's middleware again on every request (parsing the
  // policy each time, about 2 % of the app's CPU for a search); the nonce is read per request.
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, ...google, ...facebook],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...facebook],
        frameSrc: google.length + facebook.length > 0 ? [...google, ...facebook] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          ...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]),
          ...google,
          ...facebook,
        ],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: !options.dev,
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    (request.raw as TRawWithNonce).cspNonce = nonce;
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
