import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boatOccupancy } from '../../../db/schema';
import { occupancyRange } from '../../../shared/occupancy';
import type { TPricingBoat, TQuoteRequest } from '../../../shared/pricing';
import { checkQuoteRequest, type TQuoteQuery } from '../../../shared/schemas/boat-quote';
import { appError } from '../../errors';

/** Whether anything (a booking, a group day, an owner block) holds the boat during `range`. */
export async function isBoatTaken(db: TDbOrTx, boatId: string, range: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: boatOccupancy.id })
    .from(boatOccupancy)
    .where(and(eq(boatOccupancy.boatId, boatId), sql`${boatOccupancy.during} && ${range}::tsrange`))
    .limit(1);
  return Boolean(taken);
}

/**
 * A stay asked of a boat (the quote, a booking request): checked against the boat's rules (400
 * naming the field), with its occupancy range and whether the boat is taken then. `known` answers
 * from occupancy already read (undefined: not read for those days); the database is asked else.
 */
export async function checkStay(
  db: TDbOrTx,
  boat: TBoat,
  pricing: TPricingBoat,
  query: TQuoteQuery,
  today: string,
  known?: (during: string) => boolean | undefined,
): Promise<{ request: TQuoteRequest; during: string; taken: boolean }> {
  const checked = checkQuoteRequest(
    query,
    { ...pricing, minDays: boat.minDays, numberOfPlaces: boat.numberOfPlaces },
    today,
  );
  if (!checked.request) throw appError('AA00001', undefined, checked.errors);
  const request = checked.request;
  const during = occupancyRange(
    request.startDate,
    request.endDate,
    request.duration,
    request.slot ?? undefined,
  );
  const taken = known?.(during) ?? (await isBoatTaken(db, boat.id, during));
  return { request, during, taken };
}
