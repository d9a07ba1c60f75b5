import type { TDbOrTx } from '../client';
import { createBoat, type TPictureStore } from '../factories';
import { slugify, stableUuid } from '../ids';
import { boatTypes, degrees, equipment, harbours } from '../schema';
import type { TBoatTypeSlug, TSeasonPrice } from './catalog/types';

type TSubmission = {
  /** `client`, `skipper`: demo accounts that are clients, so approving makes them shipowners */
  by: 'client' | 'skipper';
  name: string;
  type: TBoatTypeSlug;
  destination: string;
  harbour: string;
  manufacturer: string;
  model: string;
  year: number;
  lengthM: number;
  places: number;
  cabins: number;
  skipper: 'none' | 'optional' | 'mandatory';
  requiredDegree: string | null;
  prices: { high: TSeasonPrice; mid: TSeasonPrice; low: TSeasonPrice };
  equipment: string[];
  description: { es: string; en: string };
  hullColor: string;
  accentColor: string;
  hoursAgo: number;
  /** a boat an admin already sent back, with the reason the owner got */
  rejection?: string;
};

const submissions: TSubmission[] = [
  {
    by: 'client',
    name: 'Xaloc',
    type: 'motorboat',
    destination: 'denia',
    harbour: 'marina-de-denia',
    manufacturer: 'Quicksilver',
    model: 'Activ 675 Sundeck',
    year: 2020,
    lengthM: 6.6,
    places: 7,
    cabins: 1,
    skipper: 'optional',
    requiredDegree: 'pnb',
    prices: {
      high: { dayCents: 39_000, halfDayCents: 24_000 },
      mid: { dayCents: 32_000, halfDayCents: 20_000 },
      low: { dayCents: 26_000, halfDayCents: 16_000 },
    },
    equipment: ['bimini', 'swim-ladder', 'sun-pads', 'bluetooth-speakers', 'cooler'],
    description: {
      es: 'Lancha ágil con solárium a proa, ideal para bajar al Cabo de San Antonio y bañarse en la Cova Tallada. Fácil de llevar, perfecta para familias.',
      en: 'A nimble motorboat with a bow sun pad, ideal for running down to Cape San Antonio and swimming at the Cova Tallada. Easy to handle and perfect for families.',
    },
    hullColor: '#ffffff',
    accentColor: '#0b8caa',
    hoursAgo: 30,
  },
  {
    by: 'skipper',
    name: 'Tramuntana',
    type: 'sailboat',
    destination: 'palma',
    harbour: 'club-de-mar',
    manufacturer: 'Jeanneau',
    model: 'Sun Odyssey 410',
    year: 2022,
    lengthM: 12.4,
    places: 10,
    cabins: 3,
    skipper: 'mandatory',
    requiredDegree: null,
    prices: {
      high: { dayCents: 72_000, halfDayCents: 45_000 },
      mid: { dayCents: 58_000, halfDayCents: 36_000 },
      low: { dayCents: 46_000, halfDayCents: null },
    },
    equipment: ['bimini', 'dinghy', 'snorkel-gear', 'gps-chartplotter', 'autopilot', 'fridge'],
    description: {
      es: 'Velero moderno patroneado por su propietaria, capitana de yate. Días de calas en la bahía de Palma y travesías a Cabrera con noche a bordo.',
      en: 'A modern sailboat skippered by her owner, a yacht master. Cove-hopping days in the Bay of Palma and passages to Cabrera with a night aboard.',
    },
    hullColor: '#f1f5f9',
    accentColor: '#c4401d',
    hoursAgo: 6,
  },
  {
    by: 'client',
    name: 'Calima',
    type: 'rib',
    destination: 'tenerife',
    harbour: 'puerto-colon',
    manufacturer: 'Zodiac',
    model: 'Medline 580',
    year: 2017,
    lengthM: 5.8,
    places: 8,
    cabins: 0,
    skipper: 'none',
    requiredDegree: 'pnb',
    prices: {
      high: { dayCents: 29_000, halfDayCents: 18_000 },
      mid: { dayCents: 25_000, halfDayCents: 15_500 },
      low: { dayCents: 21_000, halfDayCents: 13_000 },
    },
    equipment: ['swim-ladder', 'snorkel-gear', 'life-jackets'],
    description: {
      es: 'Neumática rápida para ver ballenas piloto frente a Los Gigantes.',
      en: 'A fast RIB to watch pilot whales off Los Gigantes.',
    },
    hullColor: '#334155',
    accentColor: '#f0643c',
    hoursAgo: 72,
    rejection:
      'Las fotos no muestran la embarcación con claridad y falta la descripción en detalle. Sube fotos nítidas de la cubierta y amplía la descripción.',
  },
];

const hour = 3_600_000;

/**
 * Boats the demo clients sent for review, so the admin has a queue on a fresh `npm start`
 * (docs/decisions/0014-boat-review.md). Same ids and slugs every time; times relative to seeding.
 */
export async function seedDemoSubmissions(db: TDbOrTx, store: TPictureStore): Promise<number> {
  const ids = async (
    table: typeof boatTypes | typeof harbours | typeof degrees | typeof equipment,
  ) =>
    new Map(
      (await db.select({ id: table.id, slug: table.slug }).from(table)).map((r) => [r.slug, r.id]),
    );
  const [typeIds, harbourIds, degreeIds, equipmentIds] = await Promise.all([
    ids(boatTypes),
    ids(harbours),
    ids(degrees),
    ids(equipment),
  ]);
  const need = (map: Map<string, number>, slug: string) => {
    const id = map.get(slug);
    if (id === undefined) throw new Error(`Demo submission names an unknown slug: ${slug}`);
    return id;
  };
  const now = Date.now();
  for (const [index, s] of submissions.entries()) {
    const submittedAt = new Date(now - s.hoursAgo * hour);
    await createBoat(db, {
      id: stableUuid(`submission:${s.name}`),
      ownerId: stableUuid(`user:${s.by}`),
      slug: slugify(`${s.name} ${s.destination}`),
      name: s.name,
      status: s.rejection ? 'rejected' : 'pending_review',
      publishedAt: null,
      submittedAt,
      ...(s.rejection
        ? {
            rejectionReason: s.rejection,
            reviewedAt: new Date(submittedAt.getTime() + 3 * hour),
            reviewedBy: stableUuid('user:admin'),
          }
        : {}),
      boatTypeId: need(typeIds, s.type),
      harbourId: need(harbourIds, s.harbour),
      manufacturer: s.manufacturer,
      model: s.model,
      year: s.year,
      lengthM: s.lengthM,
      numberOfPlaces: s.places,
      dayPlaces: s.places,
      nightPlaces: Math.min(s.places, s.cabins * 2),
      cabins: s.cabins,
      baths: s.cabins > 0 ? 1 : 0,
      skipper: s.skipper,
      skipperPriceCents: s.skipper === 'none' ? 0 : 15_000,
      requiredDegreeId: s.requiredDegree ? need(degreeIds, s.requiredDegree) : null,
      descriptionEs: s.description.es,
      descriptionEn: s.description.en,
      prices: s.prices,
      fromPriceCents: Math.min(
        s.prices.high.dayCents,
        s.prices.mid.dayCents,
        s.prices.low.dayCents,
      ),
      equipmentIds: s.equipment.map((slug) => need(equipmentIds, slug)),
      pictures: {
        store,
        art: {
          seed: 9_001 + index * 613,
          type: s.type,
          hullColor: s.hullColor,
          accentColor: s.accentColor,
        },
        views: ['cover', 'anchored', 'detail', 'sunset'],
      },
    });
  }
  return submissions.length;
}
