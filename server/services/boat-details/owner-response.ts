import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { boats, bookings } from '../../../db/schema';

/** Fewer requests than this say nothing about an owner: the page shows "new on Marea". */
const minRequestsForStats = 3;

/** How far back the statistics look. */
const windowDays = 365;

type TOwnerResponse = { responseRate: number | null; responseTimeHours: number | null };

/** An owner's request figures, as the JSON object `ownerFiguresColumn` makes. */
type TOwnerFigures = { answered: number; unanswered: number; medianHours: number | null };

/**
 * How an owner answers booking requests, over the last year of requests to any of their boats
 * that were meant to get an answer: answered ones (an offer, an acceptance or the owner's own
 * rejection) and unanswered ones (expired). Requests still waiting, withdrawn by the client
 * before an answer, or closed because another booking took the dates are left out. One JSON
 * value, for a column of the statement that reads the boat's details (the owner's id given as the
 * placeholder `ownerId`): the counts and the median hours from a request to its first answer (an
 * offer or the decision, whichever came first).
 */
export function ownerFiguresColumn(): SQL<TOwnerFigures> {
  const firstAnswer = sql`least(${bookings.offeredAt}, ${bookings.decidedAt})`;
  const answered = or(
    isNotNull(bookings.offeredAt),
    inArray(bookings.status, ['accepted', 'enjoyed']),
    and(eq(bookings.status, 'rejected'), eq(bookings.rejectReason, 'owner')),
    and(eq(bookings.status, 'canceled'), isNotNull(bookings.decidedAt)),
  );
  return sql<TOwnerFigures>`(select json_build_object(
      'answered', count(*) filter (where ${answered}),
      'unanswered', count(*) filter (where ${bookings.status} = 'expired' and ${bookings.offeredAt} is null),
      'medianHours', percentile_cont(0.5) within group (
        order by extract(epoch from ${firstAnswer} - ${bookings.createdAt}) / 3600) filter (where ${answered}))
    from ${bookings} join ${boats} on ${boats.id} = ${bookings.boatId}
    where ${boats.ownerId} = ${sql.placeholder('ownerId')}
      and ${bookings.createdAt} >= now() - make_interval(days => ${sql.raw(String(windowDays))}))`;
}

/**
 * The rate is answered ÷ (answered + expired), in whole percent, and the time the median in hours
 * to one decimal; both null under `minRequestsForStats` requests ("new on Marea").
 */
export function ownerResponseOf(figures: TOwnerFigures): TOwnerResponse {
  const asked = figures.answered + figures.unanswered;
  if (asked < minRequestsForStats) return { responseRate: null, responseTimeHours: null };
  return {
    responseRate: Math.round((figures.answered / asked) * 100),
    responseTimeHours:
      figures.medianHours === null ? null : Math.round(figures.medianHours * 10) / 10,
  };
}
