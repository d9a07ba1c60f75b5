import { describe, expect, it } from 'vitest';
import type { TDbOrTx } from '../../../db/client';
import {
  forgetPlaceRows,
  normalizePlace,
  placeRowsOf,
  resolvePlace,
  textMatchesName,
  type TPlaceRow,
} from './resolve-place';

const row = (
  harbourId: number,
  harbour: string,
  destination: string,
  province: string,
  region: string,
): TPlaceRow => ({
  harbourId,
  harbourSlug: harbour.toLowerCase().replaceAll(' ', '-'),
  harbourName: harbour,
  lat: 39 + harbourId / 100,
  lon: 2 + harbourId / 100,
  destinationSlug: destination.toLowerCase(),
  destinationName: destination,
  destinationLat: 39,
  destinationLon: 2,
  provinceSlug: province.toLowerCase(),
  provinceEs: province,
  provinceEn: `${province} (en)`,
  regionSlug: region.toLowerCase(),
  regionEs: region,
  regionEn: `${region} (en)`,
});

const rows: TPlaceRow[] = [
  row(1, 'Port Olímpic', 'Barcelona', 'Barcelona', 'Cataluna'),
  row(2, 'Port Fòrum', 'Barcelona', 'Barcelona', 'Cataluna'),
  row(3, 'Port Ginesta', 'Sitges', 'Barcelona', 'Cataluna'),
  row(4, 'Port de Maó', 'Menorca', 'Baleares', 'Baleares'),
  row(5, 'Marina Ibiza', 'Ibiza', 'Baleares', 'Baleares'),
];

describe('place names', () => {
  it('compare without accents, case or punctuation', () => {
    expect(normalizePlace('  Port de Maó! ')).toBe('port de mao');
    expect(textMatchesName('MAO', 'Port de Maó')).toBe(true);
    expect(textMatchesName('port de m', 'Port de Maó')).toBe(true);
  });

  it('match from the start of a word, and forgive a typo in a long enough word', () => {
    expect(textMatchesName('ibiza', 'Marina Ibiza')).toBe(true);
    expect(textMatchesName('biza', 'Marina Ibiza')).toBe(false);
    expect(textMatchesName('ibisa', 'Marina Ibiza')).toBe(true);
    expect(textMatchesName('ibxsa', 'Marina Ibiza')).toBe(false);
    expect(textMatchesName('barcleona', 'Barcelona')).toBe(true);
    expect(textMatchesName('mao', 'Port de Meo')).toBe(false);
    expect(textMatchesName('', 'Barcelona')).toBe(false);
  });
});

describe('resolvePlace', () => {
  it('takes a destination slug before a province of the same name', () => {
    const place = resolvePlace(rows, 'barcelona', 'es')!;
    expect(place).toMatchObject({ type: 'destination', slug: 'barcelona', name: 'Barcelona' });
    expect(place.harbourIds).toEqual([1, 2]);
  });

  it('knows harbours, provinces and regions, named in the reader language', () => {
    expect(resolvePlace(rows, 'port-ginesta', 'es')).toMatchObject({
      type: 'harbour',
      harbourIds: [3],
      lat: 39.03,
    });
    expect(resolvePlace(rows, 'baleares', 'en')).toMatchObject({
      type: 'province',
      name: 'Baleares (en)',
      harbourIds: [4, 5],
    });
    expect(resolvePlace(rows, 'cataluna', 'es')).toMatchObject({
      type: 'region',
      harbourIds: [1, 2, 3],
    });
  });

  it('falls back to names as typed, and says nothing matched', () => {
    expect(resolvePlace(rows, 'Olimpic', 'es')).toMatchObject({
      type: 'text',
      slug: null,
      name: 'Barcelona',
      harbourIds: [1],
    });
    expect(resolvePlace(rows, 'port', 'es')).toMatchObject({
      name: 'port',
      harbourIds: [1, 2, 3, 4],
    });
    expect(resolvePlace(rows, 'Narnia', 'es')).toBeNull();
  });
});

describe('placeRowsOf', () => {
  /** A database whose select is lazy like Drizzle's: the query runs each time it is awaited. */
  function lazyDatabase(found: TPlaceRow[]) {
    let runs = 0;
    const query = {
      from: () => query,
      innerJoin: () => query,
      then: (ok?: (value: TPlaceRow[]) => unknown, fail?: (error: unknown) => unknown) => {
        runs += 1;
        return Promise.resolve(found).then(ok, fail);
      },
      catch: (fail: (error: unknown) => unknown) => query.then(undefined, fail),
    };
    return { db: { select: () => query } as unknown as TDbOrTx, runs: () => runs };
  }

  it('reads the rows once a minute, however many searches use them', async () => {
    const { db, runs } = lazyDatabase(rows);
    for (let i = 0; i < 5; i += 1) expect(await placeRowsOf(db, 1_000 + i)).toEqual(rows);
    expect(runs()).toBe(1);
    await placeRowsOf(db, 1_000 + 61_000);
    expect(runs()).toBe(2);
    // an admin's change to a place: read again at once
    forgetPlaceRows(db);
    await placeRowsOf(db, 1_000 + 61_001);
    expect(runs()).toBe(3);
  });
});
