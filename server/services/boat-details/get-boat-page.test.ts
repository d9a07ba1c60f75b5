import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { boatOccupancy } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { occupancyRange } from '../../../shared/occupancy';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { getBoatPage } from './get-boat-page';

describe('getBoatPage', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const options = { firstPaymentPercent: 30, ownerResponseHours: 24 };

  it('prices the first free day from tomorrow and carries two calendar months', async () => {
    const owner = await createUser(t.db);
    const boat = await createBoat(t.db, { ownerId: owner.id, name: 'Llevant' });
    const today = todayInMadrid();
    await t.db.insert(boatOccupancy).values({
      boatId: boat.id,
      kind: 'blocked',
      during: occupancyRange(addDays(today, 1), addDays(today, 2), 'days'),
    });
    const similar = await createBoat(t.db, { ownerId: owner.id, name: 'Migjorn' });
    const page = await getBoatPage(t.db, 'en', boat.slug, null, options);

    expect(page.choice).toMatchObject({
      duration: 'day',
      startDate: addDays(today, 3),
      endDate: addDays(today, 3),
      skipper: false,
      people: 2,
    });
    expect(page.quote).toMatchObject({ startDate: addDays(today, 3), available: true });
    expect(page.availability.from).toBe(`${today.slice(0, 8)}01`);
    expect(page.availability.days.length).toBeGreaterThanOrEqual(59);
    expect(page.availability.days.find((d) => d.date === addDays(today, 1))?.status).toBe('busy');
    expect(page.similar.map((card) => card.name)).toContain(similar.name);
    expect(page.similar.map((card) => card.id)).not.toContain(boat.id);
    expect(page).toMatchObject({ today, firstPaymentPercent: 30, ownerResponseHours: 24 });
  });

  it('starts a boat with minimum days on several days, with its mandatory skipper', async () => {
    const owner = await createUser(t.db);
    const boat = await createBoat(t.db, { ownerId: owner.id, minDays: 3, skipper: 'mandatory' });
    const page = await getBoatPage(t.db, 'es', boat.id, null, options);
    expect(page.choice).toMatchObject({ duration: 'days', skipper: true });
    expect(page.quote?.dayCount).toBe(3);
    expect(page.quote?.skipper.included).toBe(true);
  });

  it('refuses an unpublished boat to others (404) and shows it to its owner', async () => {
    const owner = await createUser(t.db);
    const draft = await createBoat(t.db, { ownerId: owner.id, status: 'draft' });
    await expect(getBoatPage(t.db, 'es', draft.slug, null, options)).rejects.toMatchObject({
      status: 404,
      code: 'AA00025',
    });
    const mine = await getBoatPage(
      t.db,
      'es',
      draft.slug,
      { id: owner.id, role: 'client' },
      options,
    );
    expect(mine.boat.status).toBe('draft');
  });
});
