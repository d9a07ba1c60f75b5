import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const validId = /^[A-Za-z0-9._-]{8,128}$/;

/** A caller's `x-request-id` when it looks sane (a proxy's), else a new one. */
export function generateRequestId(raw: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && validId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id so a user's report can be matched to the log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
