import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { favourites } from '../../../db/schema';

/**
 * Takes a boat out of the user's favourites. Idempotent, and it works for any boat: one that
 * left the site can still be cleared from the list.
 */
export async function removeFavourite(db: TDbOrTx, userId: string, boatId: string): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.boatId, boatId)));
}
