import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import { appError, type AppError } from '../../errors';

/** Why a review updated nothing: the boat is unknown (404 AA00038) or not pending (409 AA00036). */
export async function notPending(tx: TDbOrTx, boatId: string): Promise<AppError> {
  const [exists] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId));
  return appError(exists ? 'AA00036' : 'AA00038');
}
