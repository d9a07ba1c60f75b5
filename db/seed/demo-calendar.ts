import { asc, eq } from 'drizzle-orm';
import { addDays, todayInMadrid } from '../../shared/dates';
import { occupancyRange, type THalfDaySlot } from '../../shared/occupancy';
import type { TDbOrTx } from '../client';
import { boatOccupancy, boats } from '../schema';

type TBlock = { from: number; to: number; slot?: THalfDaySlot; note: string };

/** A few patterns of days owners keep for themselves, by boat; offsets in days from the seed day. */
const patterns: TBlock[][] = [
  [{ from: 3, to: 5, note: 'Mantenimiento' }],
  [{ from: 6, to: 6, slot: 'morning', note: 'Uso del armador' }],
  [],
  [
    { from: 9, to: 10, note: 'Regata' },
    { from: 20, to: 20, slot: 'afternoon', note: 'Uso del armador' },
  ],
  [{ from: 14, to: 17, note: 'Chárter fuera de Marea' }],
];

/**
 * Demo availability: some published boats are taken on some days from the third day on, so the
 * calendars and the date search show real gaps, while today and tomorrow stay free everywhere.
 */
export async function seedDemoCalendar(db: TDbOrTx, today = todayInMadrid()): Promise<number> {
  const published = await db
    .select({ id: boats.id })
    .from(boats)
    .where(eq(boats.status, 'published'))
    .orderBy(asc(boats.publishedAt), asc(boats.id));
  const rows = published.flatMap(({ id }, index) =>
    patterns[index % patterns.length]!.map((block) => {
      const start = addDays(today, block.from);
      const end = addDays(today, block.to);
      return {
        boatId: id,
        kind: 'blocked' as const,
        during: block.slot
          ? occupancyRange(start, start, 'half_day', block.slot)
          : occupancyRange(start, end, 'days'),
        note: block.note,
      };
    }),
  );
  if (rows.length > 0) await db.insert(boatOccupancy).values(rows);
  return rows.length;
}
