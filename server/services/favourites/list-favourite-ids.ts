import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, favourites } from '../../../db/schema';

/**
 * The ids of the user's favourite boats that are still published, newest first: what every heart
 * of a page needs, without the cards.
 */
export async function listFavouriteIds(db: TDbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ boatId: favourites.boatId })
    .from(favourites)
    .innerJoin(boats, eq(boats.id, favourites.boatId))
    .where(and(eq(favourites.userId, userId), eq(boats.status, 'published')))
    .orderBy(desc(favourites.createdAt), desc(favourites.boatId));
  return rows.map((row) => row.boatId);
}
