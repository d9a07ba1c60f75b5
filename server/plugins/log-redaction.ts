import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: mailed links (verify, reset) and signed upload URLs. */
const secretParams = new Set(['token', 'signature', 'code']);
/** Path parts that are secrets or personal data: a calendar feed's token, a recovery address. */
const secretPaths = [/^(\/api\/ical\/)[^/?]+/, /^(\/api\/auth\/forgot-password\/)[^/?]+/];

/**
 * The URL as it may be logged: secret query values and path parts replaced by `[redacted]`
 * (ASVS 7.1.1: logs hold no credentials or tokens; docs/security.md).
 */
export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split(/\?(.*)/s, 2);
  const path = secretPaths.reduce(
    (text, pattern) => text.replace(pattern, '$1[redacted]'),
    rawPath,
  );
  if (query === undefined) return path;
  const params = query.split('&').map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    return secretParams.has(decodeURIComponentSafe(name).toLowerCase())
      ? `${name}=[redacted]`
      : pair;
  });
  return `${path}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request log line, with the URL redacted (never headers: they carry the tokens). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
