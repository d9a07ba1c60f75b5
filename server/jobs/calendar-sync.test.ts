import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatCalendarImports, boatOccupancy, boats } from '../../db/schema';
import { addDays } from '../../shared/dates';
import { createTestBoat, daysAhead } from '../testing/booking';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { createCalendarSyncJob } from './calendar-sync';
import { runJobOnce } from './scheduler';

describe('calendar-sync job', () => {
  let t: TTestApp;
  let server: Server;
  let base = '';
  let fetches = 0;
  const day = daysAhead(40).replace(/-/g, '');
  const next = addDays(daysAhead(40), 1).replace(/-/g, '');

  beforeAll(async () => {
    server = createServer((_request, response) => {
      fetches += 1;
      response
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(
          `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:j@x\r\nDTSTART;VALUE=DATE:${day}\r\nDTEND;VALUE=DATE:${next}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('syncs due imports once an hour, one claim per import, skipping removed boats', async () => {
    const { boat } = await createTestBoat(t.db);
    const { boat: removed } = await createTestBoat(t.db);
    await t.db.update(boats).set({ status: 'removed' }).where(eq(boats.id, removed.id));
    const [due] = await t.db
      .insert(boatCalendarImports)
      .values({ boatId: boat.id, url: `${base}/a.ics` })
      .returning();
    await t.db.insert(boatCalendarImports).values({ boatId: removed.id, url: `${base}/b.ics` });
    const job = createCalendarSyncJob({
      db: t.db,
      publicUrl: 'http://localhost',
      fetch: { allowPrivateHosts: true },
    });
    const now = new Date();
    expect(await runJobOnce(t.db, job, now)).toBe(1);
    expect(fetches).toBe(1);
    const rows = await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.importId, due!.id));
    expect(rows).toMatchObject([{ kind: 'blocked', externalUid: 'j@x' }]);
    // claimed and synced: not due again within the hour
    expect(await runJobOnce(t.db, job, new Date(now.getTime() + 30 * 60_000))).toBe(0);
    expect(await runJobOnce(t.db, job, new Date(now.getTime() + 61 * 60_000))).toBe(1);
    expect(fetches).toBe(2);
    expect(
      await t.db.select().from(boatOccupancy).where(eq(boatOccupancy.importId, due!.id)),
    ).toHaveLength(1);
  });
});
