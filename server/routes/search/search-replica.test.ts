import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../../db/client';
import { syncReferenceData } from '../../../db/seed/reference';
import { createTestBoat } from '../../testing/booking';
import { createTestApp, openTestDatabase, type TTestApp } from '../../testing/test-app';

// DATABASE_READ_URL (README, production deployment): the boat search reads the replica, and
// everything else the primary. A second database stands in for the replica, so the test sees
// which one answered.
describe('the boat search on a read replica', () => {
  let t: TTestApp;
  let replica: { database: TDatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    replica = await openTestDatabase();
    await syncReferenceData(replica.database.db);
    t = await createTestApp({ searchDatabase: replica.database });
  });
  afterAll(async () => {
    await t.close();
    await replica.database.close();
    await replica.drop();
  });

  it('answers GET /api/boat from the replica; the boat page and writes use the primary', async () => {
    const onPrimary = await createTestBoat(t.db, { name: 'Solo en el primario' });
    const onReplica = await createTestBoat(replica.database.db, { name: 'Solo en la réplica' });
    const search = await t.app.inject({ method: 'GET', url: '/api/boat' });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((b: { name: string }) => b.name)).toEqual([
      'Solo en la réplica',
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/boat/${onPrimary.boat.id}` });
    expect(page.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: `/api/boat/${onReplica.boat.id}` });
    expect(missing.statusCode).toBe(404);
  });
});
