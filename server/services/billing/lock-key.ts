import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';

/**
 * Takes a transaction-scoped advisory lock on a text key: concurrent transactions with the same
 * key run one after the other (a retried charge waits and then finds the first one's row). Two
 * keys may share a hash; they then merely wait for each other.
 */
export async function lockKey(tx: TDbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
