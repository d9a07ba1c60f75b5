import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatTypes, degrees, destinations, equipment, harbours, plans } from '../../../db/schema';
import type { TMessage } from '../../../shared/i18n';

type TOption = { slug: string; name: TMessage };

/** The catalogues the add-boat wizard offers, in both languages (both languages: one cache). */
export type TBoatFormOptions = {
  boatTypes: TOption[];
  plans: TOption[];
  /** nautical titles, lowest first: the licence needed to sail the boat without a skipper */
  degrees: TOption[];
  equipment: Record<'outdoor' | 'electronic' | 'other', TOption[]>;
  /** every harbour, to name the one a draft or a boat already has (search uses GET /place) */
  harbours: { slug: string; name: string; area: string; lat: number; lon: number }[];
};

/** Boat types, plans, degrees, equipment by category and harbours, for the wizard's loader. */
export async function getBoatFormOptions(db: TDatabase): Promise<TBoatFormOptions> {
  const [typeRows, planRows, degreeRows, equipmentRows, harbourRows] = await Promise.all([
    db.select().from(boatTypes).orderBy(asc(boatTypes.position)),
    db.select().from(plans).orderBy(asc(plans.position)),
    db.select().from(degrees).orderBy(asc(degrees.level), asc(degrees.id)),
    db.select().from(equipment).orderBy(asc(equipment.id)),
    db
      .select({
        slug: harbours.slug,
        name: harbours.name,
        area: destinations.name,
        lat: harbours.lat,
        lon: harbours.lon,
      })
      .from(harbours)
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .orderBy(asc(destinations.position), asc(harbours.name)),
  ]);
  const option = (r: { slug: string; nameEs: string; nameEn: string }): TOption => ({
    slug: r.slug,
    name: { es: r.nameEs, en: r.nameEn },
  });
  const byCategory: TBoatFormOptions['equipment'] = { outdoor: [], electronic: [], other: [] };
  for (const row of equipmentRows) byCategory[row.category].push(option(row));
  return {
    boatTypes: typeRows.map(option),
    plans: planRows.map(option),
    degrees: degreeRows.map(option),
    equipment: byCategory,
    harbours: harbourRows,
  };
}
