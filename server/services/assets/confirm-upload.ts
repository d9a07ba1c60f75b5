import { and, eq, gt } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { assets } from '../../../db/schema';
import { pictureUrl } from '../../../shared/media';
import { appError, notFound } from '../../errors';

/**
 * Makes the caller's uploaded asset `ready`, so the media endpoint serves it. Confirming again is
 * harmless (a client whose first answer was lost can retry). Another user's asset is 404; an
 * asset whose file has not arrived yet is 400 AA00017.
 */
export async function confirmUpload(
  db: TDatabase,
  ownerId: string,
  assetId: string,
): Promise<{ id: string; url: string }> {
  const mine = and(eq(assets.id, assetId), eq(assets.ownerId, ownerId));
  const [confirmed] = await db
    .update(assets)
    .set({ status: 'ready' })
    .where(and(mine, gt(assets.byteSize, 0)))
    .returning({ id: assets.id });
  if (confirmed) return { id: confirmed.id, url: pictureUrl(confirmed.id, 640) };

  const [waiting] = await db.select({ id: assets.id }).from(assets).where(mine);
  if (!waiting) throw notFound();
  throw appError('AA00017');
}
