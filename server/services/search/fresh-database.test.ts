import { describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { syncReferenceData } from '../../../db/seed/reference';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { emptySearchFilters } from '../../../shared/search';
import { openTestDatabase } from '../../testing/test-app';
import { searchBoats } from './search-boats';

// `npm start` on a new data folder opens PGlite, then migrates: the types the migrations create
// (the season enum and its array) were unknown to the driver when it opened. The other search
// tests start from a migrated image, where they are known from the start.
describe('searchBoats on a database migrated after it was opened', () => {
  it('searches with dates, for a stay of days and a half day', async () => {
    const { database, drop } = await openTestDatabase({ migrate: false });
    try {
      await database.migrate();
      await syncReferenceData(database.db);
      const owner = await createUser(database.db);
      await createBoat(database.db, { ownerId: owner.id, name: 'Mistral' });
      const start = addDays(todayInMadrid(), 10);
      for (const stay of [
        { startDate: start, endDate: addDays(start, 2), duration: 'days' as const },
        { startDate: start, duration: 'half_day' as const },
      ]) {
        const found = await searchBoats(database.db, 'es', { ...emptySearchFilters, ...stay });
        expect(found.items.map((boat) => boat.name)).toEqual(['Mistral']);
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
