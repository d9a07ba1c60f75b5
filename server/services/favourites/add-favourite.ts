import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats, favourites } from '../../../db/schema';
import { appError } from '../../errors';

/**
 * Saves a published boat in the user's favourites. Idempotent: saving it again keeps the first
 * date, so 'my boats' stays in the order the user saved them.
 */
export async function addFavourite(db: TDbOrTx, userId: string, boatId: string): Promise<void> {
  // drafts, boats under review and removed boats cannot be saved: only what the public can see
  const [boat] = await db
    .select({ id: boats.id })
    .from(boats)
    .where(and(eq(boats.id, boatId), eq(boats.status, 'published')));
  if (!boat) throw appError('AA00030');
  await db.insert(favourites).values({ userId, boatId }).onConflictDoNothing();
}
