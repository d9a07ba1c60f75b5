import type { TDbOrTx } from '../../../db/client';
import {
  calendarWindowError,
  type TCalendarQuery,
  type TCalendarResponse,
} from '../../../shared/schemas/calendar';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { selectCalendarBoats } from './calendar-boats';
import { selectStretches } from './calendar-stretches';

/**
 * `GET /backoffice/calendar`: for each boat of the caller's fleet (an admin: everyone's, paged;
 * or the one boat asked for), what holds its days between `from` and `to`, with its prices and
 * season ranges. A boat that is not the caller's answers 404, like an unknown one.
 */
export async function getCalendar(
  db: TDbOrTx,
  user: TActor,
  query: TCalendarQuery,
  now: Date = new Date(),
): Promise<TCalendarResponse> {
  const actor = calendarActor(user);
  const windowError = calendarWindowError(query.from, query.to);
  if (windowError) throw appError('AA00001', undefined, [windowError]);
  const { boats, total } = await selectCalendarBoats(db, actor, query);
  if (query.boatId && boats.length === 0) throw appError('AA00038');
  const stretches = await selectStretches(
    db,
    boats.map((b) => b.id),
    query,
    now,
  );
  return {
    from: query.from,
    to: query.to,
    total,
    page: query.page,
    pageSize: query.pageSize,
    boats: boats.map((boat) => ({
      ...boat,
      bookings: stretches.bookings.get(boat.id) ?? [],
      groups: stretches.groups.get(boat.id) ?? [],
      blocks: stretches.blocks.get(boat.id) ?? [],
    })),
  };
}
