import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';

export type TLedgerRow = typeof ledgerEntries.$inferSelect;

/** A ledger row for callers, with whether it answered a replayed idempotency key. */
export type TLedgerEntry = {
  id: string;
  kind: TLedgerRow['kind'];
  status: TLedgerRow['status'];
  amountCents: number;
  feeCents: number;
  bookingId: string | null;
  cardId: string | null;
  chargeEntryId: string | null;
  providerReference: string | null;
  idempotencyKey: string;
  createdAt: Date;
  /** true when the key had already been recorded: nothing was charged or refunded this time */
  replayed: boolean;
};

export function presentEntry(row: TLedgerRow, replayed: boolean): TLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    bookingId: row.bookingId,
    cardId: row.cardId,
    chargeEntryId: row.chargeEntryId,
    providerReference: row.providerReference,
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt,
    replayed,
  };
}

export async function findEntryByKey(db: TDbOrTx, key: string): Promise<TLedgerRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
  return row;
}

/**
 * The attempt number for a business event. A declined attempt is recorded as
 * `<key>#failed-<n>`, so a retry after a decline reaches the provider with a new key (`<key>#<n+1>`)
 * while a retry after a crash reuses the same one, and the provider answers its first result.
 */
export async function nextAttempt(db: TDbOrTx, userId: string, key: string): Promise<number> {
  const [row] = await db
    .select({ failed: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.status, 'failed'),
        sql`starts_with(${ledgerEntries.idempotencyKey}, ${`${key}#failed-`})`,
      ),
    );
  return (row?.failed ?? 0) + 1;
}
