import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import { boats, bookings } from '../../../db/schema';

/** Fewer requests than this say nothing about an owner: the page shows "new on Marea". */
export const minRequestsForStats = 3;

/** How far back the statistics look. */
const windowDays = 365;

export type TOwnerResponse = { responseRate: number | null; responseTimeHours: number | null };

/**
 * How an owner answers booking requests, over the last year of requests to any of their boats
 * that were meant to get an answer: answered ones (an offer, an acceptance or the owner's own
 * rejection) and unanswered ones (expired). Requests still waiting, withdrawn by the client
 * before an answer, or closed because another booking took the dates are left out. The rate is
 * answered ÷ (answered + expired), in whole percent; the time is the median hours from the
 * request to the first answer (an offer or the decision, whichever came first).
 */
export async function ownerResponse(db: TDbOrTx, ownerId: string): Promise<TOwnerResponse> {
  const query = preparedOnce(db, 'owner-response', () => {
    const firstAnswer = sql`least(${bookings.offeredAt}, ${bookings.decidedAt})`;
    const answered = or(
      isNotNull(bookings.offeredAt),
      inArray(bookings.status, ['accepted', 'enjoyed']),
      and(eq(bookings.status, 'rejected'), eq(bookings.rejectReason, 'owner')),
      and(eq(bookings.status, 'canceled'), isNotNull(bookings.decidedAt)),
    );
    return db
      .select({
        answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
        unanswered:
          sql<number>`count(*) filter (where ${bookings.status} = 'expired' and ${bookings.offeredAt} is null)`.mapWith(
            Number,
          ),
        medianHours: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${firstAnswer} - ${bookings.createdAt}) / 3600) filter (where ${answered})`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(bookings)
      .innerJoin(boats, eq(boats.id, bookings.boatId))
      .where(
        and(
          eq(boats.ownerId, sql.placeholder('ownerId')),
          gte(
            bookings.createdAt,
            sql`now() - make_interval(days => ${sql.raw(String(windowDays))})`,
          ),
        ),
      );
  });
  const [row] = await query.execute({ ownerId });
  const answeredCount = row?.answered ?? 0;
  const asked = answeredCount + (row?.unanswered ?? 0);
  if (asked < minRequestsForStats) return { responseRate: null, responseTimeHours: null };
  return {
    responseRate: Math.round((answeredCount / asked) * 100),
    responseTimeHours:
      row?.medianHours === null || row?.medianHours === undefined
        ? null
        : Math.round(row.medianHours * 10) / 10,
  };
}
