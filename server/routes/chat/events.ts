import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { currentUser } from '../../services/auth/current-user';
import { openChatStream, type TStreamFrame } from '../../services/chat/chat-stream';
import type { TChatDeps } from '../../services/chat/deps';

/** How long the browser waits before it reconnects by itself. */
const retryMs = 3000;
/** A client this far behind (a stalled connection) is cut: it reconnects and catches up. */
const maxBufferedBytes = 1024 * 1024;

const ZChatEventsQuery = z.object({
  lastEventId: z
    .string()
    .optional()
    .describe(
      'the id of the last message event received, for a new connection (a reconnecting browser sends the Last-Event-ID header, which wins)',
    ),
});

function formatFrame(frame: TStreamFrame): string {
  const id = 'id' in frame && frame.id ? `id: ${frame.id}\n` : '';
  return `event: ${frame.event}\n${id}data: ${JSON.stringify(frame.data)}\n\n`;
}

/**
 * `GET /chat/events`: the logged-in user's messaging events as server-sent events
 * (shared/schemas/chat-events.ts, docs/decisions/0025-messaging-realtime.md). Registered among the
 * routes that need a session, so a visitor gets the usual 401 before any stream starts.
 */
export const chatEventsRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (
  app,
  { deps },
) => {
  const heartbeatMs = app.config.chatHeartbeatSeconds * 1000;
  const open = new Set<ServerResponse>();
  // a stream never ends by itself: the server would wait for them forever on close
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });

  app.get(
    '/chat/events',
    {
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        summary:
          'My messaging events as server-sent events (text/event-stream): message, read, ready, resync; `Last-Event-ID` (or lastEventId) replays what was missed',
        querystring: ZChatEventsQuery,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : request.query.lastEventId;

      // the response is written by hand: no onSend hook runs, so nothing compresses or buffers it
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const write = (text: string) => {
        if (raw.writableEnded || raw.destroyed) return;
        raw.write(text);
        if (raw.writableLength > maxBufferedBytes) raw.destroy();
      };
      write(`retry: ${retryMs}\n\n`);
      open.add(raw);

      let stop: (() => void) | null = null;
      let closed = false;
      // Each heartbeat also checks the session: a stream whose session was ended (logout, the
      // sessions list, a password change) or whose account was disabled stops, and its browser's
      // reconnection gets the 401 (docs/decisions/0070-sessions-page.md).
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        currentUser(app.db, actor).catch(() => raw.end());
      }, heartbeatMs);
      raw.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        open.delete(raw);
        stop?.();
      });
      try {
        stop = await openChatStream(deps, actor, lastEventId, (frame) => write(formatFrame(frame)));
        if (closed) stop();
      } catch (error) {
        // too late for an error response: the browser reconnects and tries again
        request.log.error({ err: error }, 'chat stream failed');
        raw.end();
      }
    },
  );
};
