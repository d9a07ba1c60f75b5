import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { addDays, todayInMadrid, toQueryDate } from '../../../shared/dates';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('GET /api/boat (search, no token)', () => {
  let t: TTestApp;
  const inDays = (days: number) => toQueryDate(addDays(todayInMadrid(), days));

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db);
    await createBoat(t.db, { ownerId: owner.id, name: 'Mistral', numberOfPlaces: 8 });
    await createBoat(t.db, { ownerId: owner.id, name: 'Tramontana', numberOfPlaces: 4 });
    await createBoat(t.db, { ownerId: owner.id, name: 'Draft', status: 'draft' });
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/boat${query}`, headers });
  const fieldsOf = (body: { fields?: { field: string }[] }) =>
    (body.fields ?? []).map((f) => f.field).sort();

  it('answers {items, total, page, pageSize} of published boats to anyone', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 24, stay: null, place: null });
    expect(body.items.map((i: { name: string }) => i.name).sort()).toEqual([
      'Mistral',
      'Tramontana',
    ]);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'cabins',
        'destinationName',
        'destinationSlug',
        'fromPriceCents',
        'harbourName',
        'id',
        'lat',
        'lengthM',
        'lon',
        'name',
        'numberOfPlaces',
        'pictureId',
        'price',
        'ratingAverage',
        'ratingCount',
        'skipper',
        'slug',
        'typeName',
        'typeSlug',
      ].sort(),
    );
  });

  it('takes the spec filter names, DD-MM-YYYY dates and paging, and names types in the reader language', async () => {
    const res = await get(
      `?number_of_people=6&start_date=${inDays(3)}&end_date=${inDays(5)}&duration=days&sort=price_asc&page=1&pageSize=10`,
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['Mistral']);
    expect(body.items[0].typeName).toBe('Sailboat');
    expect(body.stay).toMatchObject({ duration: 'days', days: 3 });
    expect(body.items[0].price.unit).toBe('stay');
    expect(body.pageSize).toBe(10);
  });

  it('ignores the empty fields a GET form sends, and takes boat types either way', async () => {
    const empty = await get('?place=&number_of_people=&start_date=&boat_type=&sort=');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().total).toBe(2);
    const repeated = await get('?boat_type=sailboat&boat_type=motorboat');
    const joined = await get('?boat_type=sailboat%2Cmotorboat');
    expect(repeated.json().total).toBe(2);
    expect(joined.json().total).toBe(2);
    expect((await get('?boat_type=yacht')).json().total).toBe(0);
  });

  it('says when a typed place matches no harbour', async () => {
    const res = await get('?place=Narnia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, place: { matched: false, query: 'Narnia' } });
  });

  it('answers 400 naming each bad field', async () => {
    const cases: [string, string[]][] = [
      [`?start_date=31-02-${new Date().getFullYear() + 1}`, ['start_date']],
      ['?start_date=2026/07/01', ['start_date']],
      [`?start_date=${toQueryDate(addDays(todayInMadrid(), -1))}`, ['start_date']],
      [`?end_date=${inDays(3)}`, ['start_date']],
      [`?start_date=${inDays(5)}&end_date=${inDays(3)}`, ['end_date']],
      [`?start_date=${inDays(1)}&end_date=${inDays(40)}`, ['end_date']],
      ['?duration=week&sort=cheapest', ['duration', 'sort']],
      ['?number_of_people=0&sleep_places=abc', ['number_of_people', 'sleep_places']],
      ['?length=12-8', ['length']],
      ['?min_price=500&max_price=100', ['max_price']],
      ['?isAcuaticToy=yes&skipper=maybe', ['isAcuaticToy', 'skipper']],
      ['?page=0&pageSize=49', ['page', 'pageSize']],
      ['?boat_type=Sail%20Boat', ['boat_type']],
      [`?place=${'x'.repeat(81)}`, ['place']],
    ];
    for (const [query, fields] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('AA00001');
      expect(fieldsOf(res.json()), query).toEqual(fields);
    }
    const past = await get(`?start_date=${toQueryDate(addDays(todayInMadrid(), -1))}`);
    expect(past.json().fields[0].message).toEqual({
      es: 'La fecha ya ha pasado.',
      en: 'This date has already passed.',
    });
  });

  it('is described in the OpenAPI document with its query parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/boat']?.get ?? doc.paths['/boat']?.get;
    const names = operation.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['place', 'boat_type', 'start_date', 'end_date', 'sort', 'page']),
    );
  });
});
