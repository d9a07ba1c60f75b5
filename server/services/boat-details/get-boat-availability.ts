import { and, eq, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import { boatOccupancy } from '../../../db/schema';
import { addDays } from '../../../shared/dates';
import type { TAvailability } from '../../../shared/dto/boat-details';
import { maxAvailabilityDays } from '../../../shared/schemas/boat-quote';
import { dayCountBetween } from '../../../shared/pricing';
import { appError } from '../../errors';
import { availabilityDays, type TTakenRange } from './day-availability';
import { findVisibleBoat, type TViewer } from './find-visible-boat';

/** The default window: today and the 41 days after it (six calendar weeks). */
const defaultDays = 42;

/** `GET /boat/{id}/availability`: per-day state from the boat's occupancy (blocks, bookings, groups). */
export async function getBoatAvailability(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
  range: { from?: string; to?: string; today: string },
): Promise<TAvailability> {
  const from = range.from ?? range.today;
  const to = range.to ?? addDays(from, defaultDays - 1);
  checkWindow(from, to);
  const boat = await findVisibleBoat(db, idOrSlug, viewer);
  return {
    from,
    to,
    days: availabilityDays(from, to, range.today, await selectTaken(db, boat.id, from, to)),
  };
}

/** 400 naming `to` when the window is reversed or longer than maxAvailabilityDays. */
export function checkWindow(from: string, to: string): void {
  if (to < from) {
    throw appError('AA00001', undefined, [
      {
        field: 'to',
        message: {
          es: 'La fecha final debe ser igual o posterior a la inicial.',
          en: 'The end date must be on or after the start date.',
        },
      },
    ]);
  }
  if (dayCountBetween(from, to) > maxAvailabilityDays) {
    throw appError('AA00001', undefined, [
      {
        field: 'to',
        message: {
          es: `Como máximo ${maxAvailabilityDays} días por consulta.`,
          en: `At most ${maxAvailabilityDays} days per request.`,
        },
      },
    ]);
  }
}

/** The boat's taken stretches overlapping the days from `from` to `to` inclusive. */
export async function selectTaken(
  db: TDbOrTx,
  boatId: string,
  from: string,
  to: string,
): Promise<TTakenRange[]> {
  const window = `[${from} 00:00:00,${addDays(to, 1)} 00:00:00)`;
  const query = preparedOnce(db, 'taken-window', () =>
    db
      .select({
        lower: sql<string>`to_char(lower(${boatOccupancy.during}), 'YYYY-MM-DD HH24:MI:SS')`,
        upper: sql<string>`to_char(upper(${boatOccupancy.during}), 'YYYY-MM-DD HH24:MI:SS')`,
      })
      .from(boatOccupancy)
      .where(
        and(
          eq(boatOccupancy.boatId, sql.placeholder('boatId')),
          sql`${boatOccupancy.during} && ${sql.placeholder('window')}::tsrange`,
        ),
      ),
  );
  return query.execute({ boatId, window });
}
