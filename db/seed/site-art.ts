import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import type { TPictureStore } from '../factories';
import { stableUuid } from '../ids';
import { assets, destinations } from '../schema';
import { heroStorageKey } from '../site-assets';
import type { TDestinationSceneInput } from './art/types';
import { renderDestinationScene } from './art/destination-scene';
import { renderHeroScene } from './art/hero-scene';

const landscapes: Record<string, TDestinationSceneInput['landscape']> = {
  barcelona: 'city',
  valencia: 'city',
  malaga: 'city',
  alicante: 'city',
  palma: 'old-town',
  sitges: 'old-town',
  denia: 'old-town',
  cadiz: 'old-town',
  ibiza: 'island-cliffs',
  formentera: 'beach',
  menorca: 'island-cliffs',
  roses: 'island-cliffs',
  marbella: 'beach',
  cartagena: 'old-town',
  tenerife: 'volcanic',
  'gran-canaria': 'volcanic',
  lanzarote: 'volcanic',
};

async function ensureSvgAsset(
  db: TDbOrTx,
  store: TPictureStore,
  storageKey: string,
  size: { width: number; height: number },
  render: () => string,
): Promise<string> {
  const id = stableUuid(storageKey);
  const [existing] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id));
  if (existing) return id;
  const svg = render();
  await store.put(storageKey, svg);
  // two nodes starting together on an empty database both get here: the first one's row stays
  await db
    .insert(assets)
    .values({
      id,
      kind: 'destination_picture',
      status: 'ready',
      storageKey,
      contentType: 'image/svg+xml',
      byteSize: Buffer.byteLength(svg),
      ...size,
    })
    .onConflictDoNothing();
  return id;
}

/** Pictures of the site itself (hero, destinations): generated once, kept like any asset. */
export async function syncSiteArt(db: TDbOrTx, store: TPictureStore): Promise<void> {
  await ensureSvgAsset(db, store, heroStorageKey, { width: 2400, height: 1200 }, renderHeroScene);
  const rows = await db
    .select({
      id: destinations.id,
      slug: destinations.slug,
      pictureAssetId: destinations.pictureAssetId,
    })
    .from(destinations);
  for (const [index, destination] of rows.entries()) {
    const assetId = await ensureSvgAsset(
      db,
      store,
      `destinations/${destination.slug}.svg`,
      { width: 1200, height: 1500 },
      () =>
        renderDestinationScene({
          seed: 1000 + index * 7919,
          slug: destination.slug,
          landscape: landscapes[destination.slug] ?? 'beach',
        }),
    );
    if (destination.pictureAssetId !== assetId) {
      await db
        .update(destinations)
        .set({ pictureAssetId: assetId })
        .where(eq(destinations.id, destination.id));
    }
  }
}
