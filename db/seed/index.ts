import type { TDatabase } from '../client';
import type { TPictureStore } from '../factories';
import { seedDemo } from './demo';
import { syncReferenceData } from './reference';
import { syncSiteArt } from './site-art';

/**
 * What start-up does to the data after migrating: reference data and site pictures always,
 * the demo only when asked and the database has no users yet.
 */
export async function prepareData(
  db: TDatabase,
  store: TPictureStore,
  options: { demo: boolean },
): Promise<{ demoSeeded: boolean }> {
  await db.transaction((tx) => syncReferenceData(tx));
  await syncSiteArt(db, store);
  const demo = options.demo ? await seedDemo(db, store) : { seeded: false };
  return { demoSeeded: demo.seeded };
}
