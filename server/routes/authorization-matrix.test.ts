import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  isMatrixRoute,
  routeKey,
  type TCall,
  type TRow,
  type TStatus,
} from '../testing/authorization-matrix';
import { bearerOf, type THeaders } from '../testing/booking';
import { buildMatrixWorld, roles, type TRole, type TWorld } from '../testing/matrix-world';
import { createTestApp, type TTestApp } from '../testing/test-app';

type TAnswer = { status: number; code?: string };

const allows = (status: TStatus, got: number) =>
  typeof status === 'number' ? status === got : status.includes(got);
const permits = (status: TStatus) =>
  (typeof status === 'number' ? [status] : status).some((s) => s < 400);
/** Refusals first, so that a permitted call (which may use its target up) comes after them. */
const callOrder = (row: TRow): TRole[] =>
  [...roles].sort((a, b) => Number(permits(row.expect[a])) - Number(permits(row.expect[b])));

/** An iCalendar feed with one event, for the imports (any path). */
const feed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Matrix//EN',
  'BEGIN:VEVENT',
  'UID:matrix-1',
  'DTSTART;VALUE=DATE:20991201',
  'DTEND;VALUE=DATE:20991202',
  'SUMMARY:Booked elsewhere',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('authorization matrix', () => {
  let t: TTestApp;
  let world: TWorld;
  let feedServer: Server;
  let base: string;

  beforeAll(async () => {
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.ics`;
    // the feed server is local; rate limits (one address for every call here) are not the point
    t = await createTestApp({
      env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_FACTOR: '100' },
    });
    // the event stream is never finished, so `inject` cannot read it: a real socket can
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    world = await buildMatrixWorld(t, feedUrl);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  it('has exactly one row per API route, and none for a route that is gone', () => {
    const declared = t.app.routeTable.filter(isMatrixRoute).map(routeKey);
    const twice = declared.filter((key, i) => declared.indexOf(key) !== i);
    const missing = declared.filter((key) => !(key in authorizationMatrix));
    const stale = Object.keys(authorizationMatrix).filter((key) => !declared.includes(key));
    expect(
      { twice, missing, stale },
      'add a row to server/testing/authorization-matrix*.ts',
    ).toEqual({ twice: [], missing: [], stale: [] });
  });

  async function send(method: string, role: TRole, call: TCall, stream: boolean): Promise<TAnswer> {
    const headers: THeaders = {
      ...(role === 'anonymous'
        ? {}
        : call.as
          ? await bearerOf(t.app, call.as)
          : world.headers[role]),
      ...call.headers,
    };
    const url = call.query ? `${call.url}?${new URLSearchParams(call.query)}` : call.url;
    if (stream) return streamHead(url, headers);
    const response = await t.app.inject({
      method: method as HTTPMethods,
      url,
      headers,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('json') ? (response.json() as { code?: string }) : {};
    return { status: response.statusCode, code: body.code };
  }

  /** The status of an event stream's head; the stream is closed at once. */
  function streamHead(url: string, headers: THeaders): Promise<TAnswer> {
    return new Promise((resolve, reject) => {
      const call = httpRequest(`${base}${url}`, { headers, agent: false }, (response) => {
        resolve({ status: response.statusCode ?? 0 });
        response.destroy();
      });
      call.on('error', reject);
      call.end();
    });
  }

  it('answers every route and role as the table says', async () => {
    const mismatches: string[] = [];
    let checks = 0;
    for (const [key, row] of Object.entries(authorizationMatrix)) {
      const [method, path] = key.split(' ') as [string, string];
      const order = callOrder(row);
      let target: unknown;
      let stale = true;
      for (const role of order) {
        if (row.setup && (stale || row.renew === 'role')) target = await row.setup(world, role);
        stale = row.renew === 'used' && permits(row.expect[role]);
        const answer = await send(
          method,
          role,
          await row.request(world, target, role),
          !!row.stream,
        );
        checks += 1;
        if (!allows(row.expect[role], answer.status))
          mismatches.push(
            `${method} ${path} ${role}: expected ${JSON.stringify(row.expect[role])} got ${answer.status}` +
              (answer.code ? ` (${answer.code})` : ''),
          );
      }
    }
    console.log(
      `authorization matrix: ${Object.keys(authorizationMatrix).length} routes × ${roles.length} roles = ${checks} checks`,
    );
    expect(mismatches).toEqual([]);
  }, 120_000);
});
