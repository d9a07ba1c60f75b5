import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TUser } from '../../../db/factories';
import { boatCalendarImports, boatOccupancy } from '../../../db/schema';
import { addDays } from '../../../shared/dates';
import { parseIcalEvents } from '../../../shared/ical-parse';
import { eventLocalRange } from '../../../shared/ical-range';
import { runJobOnce } from '../../jobs/scheduler';
import { createCalendarSyncJob } from '../../jobs/calendar-sync';
import { bearerOf, createTestBoat, daysAhead, type THeaders } from '../../testing/booking';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const compact = (date: string) => date.replace(/-/g, '');

/** An all-day VEVENT from `start` for `days` days. */
function vevent(uid: string, start: string, days = 1, extra = ''): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(addDays(start, days))}`,
    'SUMMARY:Booked elsewhere',
    extra,
    'END:VEVENT',
  ]
    .filter(Boolean)
    .join('\r\n');
}

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');

describe('two-way iCal of a boat', () => {
  let t: TTestApp;
  let server: Server;
  let base: string;
  /** what the test feed server answers, by path */
  const feeds = new Map<string, { status?: number; body: string; type?: string }>();
  let owner: TUser;
  let ownerHeaders: THeaders;
  let boatId: string;
  let otherHeaders: THeaders;
  let clientHeaders: THeaders;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const feed = feeds.get(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(302, { location: '/a.ics' }).end();
        return;
      }
      response
        .writeHead(feed?.status ?? (feed ? 200 : 404), {
          'content-type': feed?.type ?? 'text/calendar',
        })
        .end(feed?.body ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true', PUBLIC_URL: 'https://marea.example' },
    });
    const made = await createTestBoat(t.db);
    owner = made.owner;
    boatId = made.boat.id;
    ownerHeaders = await bearerOf(t.app, owner);
    const other = await createTestBoat(t.db);
    otherHeaders = await bearerOf(t.app, other.owner);
    clientHeaders = await bearerOf(t.app, await createUser(t.db, { role: 'client' }));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const settings = (headers: THeaders = ownerHeaders, id = boatId) =>
    t.app.inject({ url: `/api/backoffice/boat/${id}/ical`, headers });
  const addImport = (payload: unknown, headers: THeaders = ownerHeaders, id = boatId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/boat/${id}/ical/import`,
      headers,
      payload: payload as object,
    });
  const availability = async (from: string, to: string) => {
    const res = await t.app.inject({
      url: `/api/boat/${boatId}/availability?from=${from.split('-').reverse().join('-')}&to=${to.split('-').reverse().join('-')}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ days: { date: string; status: string }[] }>().days;
  };
  const importedRows = (importId: string) =>
    t.db.select().from(boatOccupancy).where(eq(boatOccupancy.importId, importId));

  it('imports a feed as blocked periods that availability shows, and a resync replaces them', async () => {
    const d1 = daysAhead(50);
    const d2 = daysAhead(60);
    feeds.set('/a.ics', {
      body: calendar(
        vevent('one@elsewhere', d1, 2),
        vevent('gone@elsewhere', d2),
        vevent('cancelled@elsewhere', daysAhead(70), 1, 'STATUS:CANCELLED'),
        vevent('past@elsewhere', daysAhead(-10)),
      ),
    });
    const res = await addImport({ url: `${base}/a.ics`, name: 'Airbnb' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      eventCount: 2,
      conflicts: [],
      import: { name: 'Airbnb', url: `${base}/a.ics`, eventCount: 2, lastError: null },
    });
    expect(body.import.lastSyncedAt).toEqual(expect.any(String));
    const rows = await importedRows(body.import.id);
    expect(rows.map((r) => [r.kind, r.externalUid]).sort()).toEqual([
      ['blocked', 'gone@elsewhere'],
      ['blocked', 'one@elsewhere'],
    ]);
    const days = await availability(d1, addDays(d1, 2));
    expect(days.map((d) => d.status)).toEqual(['busy', 'busy', 'free']);

    // the feed changes: one event moves, the other is gone
    const d3 = daysAhead(55);
    feeds.set('/a.ics', { body: calendar(vevent('one@elsewhere', d3)) });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/boat/${boatId}/ical/import/${body.import.id}/sync`,
      headers: ownerHeaders,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ eventCount: 1, conflicts: [] });
    expect((await availability(d1, d1))[0]!.status).toBe('free');
    expect((await availability(d3, d3))[0]!.status).toBe('busy');
    expect(await importedRows(body.import.id)).toHaveLength(1);

    const listed = await settings();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().imports).toEqual([
      expect.objectContaining({ id: body.import.id, eventCount: 1, name: 'Airbnb' }),
    ]);
    expect(listed.json().exportUrl).toMatch(
      /^https:\/\/marea\.example\/api\/ical\/[0-9a-f-]{36}\.ics$/,
    );

    // the same URL twice is refused
    expect((await addImport({ url: `${base}/a.ics` })).json().code).toBe('AA00113');
  });

  it('reports an event that overlaps an owner block as a conflict, not a failure', async () => {
    const blocked = daysAhead(80);
    await t.db.insert(boatOccupancy).values({
      boatId,
      kind: 'blocked',
      during: `[${blocked} 00:00:00,${addDays(blocked, 1)} 00:00:00)`,
      createdBy: owner.id,
    });
    feeds.set('/b.ics', {
      body: calendar(vevent('clash@x', blocked), vevent('fine@x', daysAhead(82))),
    });
    const res = await addImport({ url: `${base}/b.ics` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventCount: 2,
      conflicts: [
        { uid: 'clash@x', start: `${blocked} 00:00:00`, end: `${addDays(blocked, 1)} 00:00:00` },
      ],
    });
    expect((await importedRows(res.json().import.id)).map((r) => r.externalUid)).toEqual([
      'fine@x',
    ]);
    const listed = (await settings()).json().imports;
    expect(listed.find((i: { id: string }) => i.id === res.json().import.id).conflicts).toEqual([
      expect.objectContaining({ uid: 'clash@x' }),
    ]);
  });

  it('400 names url; an unreachable or invalid feed is 422 and saves nothing', async () => {
    for (const url of ['', 'not a url', 'ftp://example.com/cal.ics']) {
      const res = await addImport({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('url');
    }
    const missing = await addImport({ url: `${base}/missing.ics` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'AA00110' });
    expect(missing.json().message.en).toContain('404');
    feeds.set('/html', { body: '<html>hello</html>', type: 'text/html' });
    const html = await addImport({ url: `${base}/html` });
    expect(html.statusCode).toBe(422);
    expect(html.json().code).toBe('AA00111');
    const closed = await addImport({ url: 'http://127.0.0.1:1/cal.ics' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().code).toBe('AA00110');
    const rows = await t.db
      .select()
      .from(boatCalendarImports)
      .where(eq(boatCalendarImports.boatId, boatId));
    expect(rows.some((r) => r.url.endsWith('/html') || r.url.endsWith('missing.ics'))).toBe(false);
  });

  it('follows a redirect; a failed resync keeps the rows and stores the error', async () => {
    feeds.set('/c.ics', { body: calendar(vevent('c@x', daysAhead(90))) });
    feeds.set('/a.ics', { body: calendar(vevent('one@elsewhere', daysAhead(55))) });
    // /redirect answers 302 to /a.ics, whose event another import already holds
    const redirected = await addImport({ url: `${base}/redirect` });
    expect(redirected.statusCode).toBe(201);
    expect(redirected.json()).toMatchObject({
      eventCount: 1,
      conflicts: [{ uid: 'one@elsewhere' }],
    });
    const created = await addImport({ url: `${base}/c.ics` });
    expect(created.statusCode).toBe(201);
    const id = created.json().import.id as string;
    feeds.set('/c.ics', { status: 500, body: 'oops' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/boat/${boatId}/ical/import/${id}/sync`,
      headers: ownerHeaders,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.es).toContain('500');
    expect(await importedRows(id)).toHaveLength(1);
    const listed = (await settings()).json().imports.find((i: { id: string }) => i.id === id);
    expect(listed.lastError).toMatchObject({ code: 'AA00110' });

    // the hourly job picks it up again once the feed is back
    feeds.set('/c.ics', {
      body: calendar(vevent('c@x', daysAhead(91)), vevent('d@x', daysAhead(95))),
    });
    const job = createCalendarSyncJob({
      db: t.db,
      publicUrl: 'https://marea.example',
      fetch: { allowPrivateHosts: true },
    });
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await runJobOnce(t.db, job, later)).toBeGreaterThanOrEqual(1);
    expect(await importedRows(id)).toHaveLength(2);
    const [row] = await t.db
      .select()
      .from(boatCalendarImports)
      .where(eq(boatCalendarImports.id, id));
    expect(row).toMatchObject({ eventCount: 2, lastError: null });
    // nothing is due right after
    expect(await runJobOnce(t.db, job, new Date(later.getTime() + 60_000))).toBe(0);
  });

  it('refuses private addresses without ICAL_ALLOW_PRIVATE_HOSTS', async () => {
    const guarded = await createTestApp();
    try {
      const made = await createTestBoat(guarded.db);
      const headers = await bearerOf(guarded.app, made.owner);
      for (const url of [`${base}/a.ics`, `http://localhost:${new URL(base).port}/a.ics`]) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: `/api/backoffice/boat/${made.boat.id}/ical/import`,
          headers,
          payload: { url },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('AA00112');
      }
    } finally {
      await guarded.close();
    }
  });

  it('exports bookings and owner blocks, not imported events, and resets the URL', async () => {
    const booked = daysAhead(100);
    await t.db.insert(boatOccupancy).values({
      boatId,
      kind: 'booking',
      during: `[${booked} 14:00:00,${addDays(booked, 1)} 00:00:00)`,
    });
    const { exportUrl } = (await settings()).json<{ exportUrl: string }>();
    const path = new URL(exportUrl).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseIcalEvents(feed.body);
    const imported = await t.db
      .select()
      .from(boatOccupancy)
      .where(and(eq(boatOccupancy.boatId, boatId), isNotNull(boatOccupancy.importId)));
    expect(imported.length).toBeGreaterThan(0);
    // the owner block of the conflict test and the half-day booking; no imported event
    expect(events.map((e) => e.summary).sort()).toEqual(['Marea: blocked', 'Marea: reserved']);
    const reserved = events.find((e) => e.summary === 'Marea: reserved')!;
    expect(reserved.start).toMatchObject({
      kind: 'local',
      tzid: 'Europe/Madrid',
      time: '14:00:00',
    });
    expect(eventLocalRange(reserved)).toEqual({
      lower: `${booked} 14:00:00`,
      upper: `${addDays(booked, 1)} 00:00:00`,
    });
    expect(feed.body).not.toContain(owner.email);
    expect(feed.body).not.toContain(owner.name);
    // stable UIDs
    expect(parseIcalEvents((await t.app.inject({ url: path })).body).map((e) => e.uid)).toEqual(
      events.map((e) => e.uid),
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/boat/${boatId}/ical/reset`,
      headers: ownerHeaders,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().exportUrl).not.toBe(exportUrl);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(reset.json().exportUrl).pathname })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/ical/nope.ics' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/ical/00000000-0000-4000-8000-000000000000.ics' }))
        .statusCode,
    ).toBe(404);
  });

  it('removes an import with its blocked rows', async () => {
    feeds.set('/e.ics', { body: calendar(vevent('e@x', daysAhead(120))) });
    const id = (await addImport({ url: `${base}/e.ics` })).json().import.id as string;
    expect(await importedRows(id)).toHaveLength(1);
    const url = `/api/backoffice/boat/${boatId}/ical/import/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: otherHeaders })).statusCode).toBe(
      404,
    );
    const res = await t.app.inject({ method: 'DELETE', url, headers: ownerHeaders });
    expect(res.statusCode).toBe(200);
    expect(await importedRows(id)).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ownerHeaders })).statusCode).toBe(
      404,
    );
  });

  it('401 without a token, 403 for a client, 404 on another owner’s boat, for each endpoint', async () => {
    feeds.set('/f.ics', { body: calendar(vevent('f@x', daysAhead(130))) });
    const importId = (await addImport({ url: `${base}/f.ics` })).json().import.id as string;
    const calls = (id: string) => [
      { method: 'GET' as const, url: `/api/backoffice/boat/${id}/ical` },
      { method: 'POST' as const, url: `/api/backoffice/boat/${id}/ical/reset` },
      {
        method: 'POST' as const,
        url: `/api/backoffice/boat/${id}/ical/import`,
        payload: { url: `${base}/g.ics` },
      },
      { method: 'POST' as const, url: `/api/backoffice/boat/${id}/ical/import/${importId}/sync` },
      { method: 'DELETE' as const, url: `/api/backoffice/boat/${id}/ical/import/${importId}` },
    ];
    for (const call of calls(boatId)) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: clientHeaders })).statusCode, call.url).toBe(
        403,
      );
      const other = await t.app.inject({ ...call, headers: otherHeaders });
      expect(other.statusCode, call.url).toBe(404);
      expect(other.json().code).toBe('AA00038');
    }
    const bad = await t.app.inject({
      url: '/api/backoffice/boat/nope/ical',
      headers: ownerHeaders,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('id');
    // the import survived all of that
    expect(await importedRows(importId)).toHaveLength(1);
  });
});
