import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boatTypes as catalogTypes,
  destinations as catalogDestinations,
  plans as catalogPlans,
} from '../../../db/seed/catalog';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('catalogue routes (no token)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/boat-type lists every type in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boat-type' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((b: { slug: string }) => b.slug)).toEqual(catalogTypes.map((b) => b.slug));
    expect(body[0]).toEqual({
      slug: catalogTypes[0]!.slug,
      name: catalogTypes[0]!.name,
      kind: catalogTypes[0]!.kind,
      isAquaticToy: catalogTypes[0]!.isAquaticToy,
    });
  });

  it('GET /api/plan lists the plans with descriptions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(catalogPlans.length);
    expect(res.json()[0].description.es).toBeTruthy();
  });

  it('GET /api/place matches destinations and harbours without accents or case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/place?q=MALAGA' });
    expect(res.statusCode).toBe(200);
    const places = res.json();
    expect(places[0]).toMatchObject({ type: 'destination', slug: 'malaga', name: 'Málaga' });
    expect(places.some((p: { type: string }) => p.type === 'harbour')).toBe(true);
  });

  it('GET /api/place with no query lists places, and nonsense finds nothing', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/place' });
    expect(all.json().length).toBeGreaterThan(0);
    expect(all.json().length).toBeLessThanOrEqual(20);
    expect(all.json()[0].type).toBe('destination');
    const none = await t.app.inject({ method: 'GET', url: '/api/place?q=%25%25_' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  type TPlaceBody = { type: string; slug: string; name: string; destinationName: string };
  const place = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/place?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as TPlaceBody[];
  };

  it('GET /api/place ignores accents both ways', async () => {
    expect((await place('Dénia'))[0]).toMatchObject({ type: 'destination', slug: 'denia' });
    expect((await place('malaga'))[0]).toMatchObject({ type: 'destination', name: 'Málaga' });
  });

  it('GET /api/place forgives a small typo', async () => {
    const ibiza = await place('ibisa');
    expect(ibiza[0]).toMatchObject({ type: 'destination', slug: 'ibiza', name: 'Ibiza' });
    expect(ibiza).toContainEqual(
      expect.objectContaining({ type: 'harbour', slug: 'marina-ibiza' }),
    );
    const formentera = await place('formentra');
    expect(formentera[0]).toMatchObject({ type: 'destination', slug: 'formentera' });
    // the harbours of a matched town follow, with the town's name for the add-boat form
    const harbours = formentera.filter((p) => p.type === 'harbour');
    expect(harbours.length).toBeGreaterThan(0);
    expect(harbours.every((h) => h.destinationName === 'Formentera')).toBe(true);
  });

  it('GET /api/place suggests regions and provinces, then what is inside', async () => {
    for (const q of ['baleares', 'illes balears', 'Balearic']) {
      const places = await place(q);
      expect(places[0]).toMatchObject({ type: 'region', slug: 'illes-balears' });
      // the province of the same name is the region already
      expect(places.filter((p) => p.slug === 'illes-balears')).toHaveLength(1);
      expect(places.map((p) => p.slug)).toEqual(expect.arrayContaining(['ibiza', 'formentera']));
    }
    expect((await place('Balearic'))[0]!.name).toBe('Balearic Islands');
    expect(await place('alicante')).toContainEqual(
      expect.objectContaining({ type: 'province', slug: 'alicante' }),
    );
  });

  it('GET /api/place takes a limit, within bounds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/place?q=baleares&limit=3' });
    expect(res.json()).toHaveLength(3);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/place?limit=500' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('GET /api/place rejects a query that is too long, naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/place?q=${'a'.repeat(81)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('q');
  });

  it('reference data is idempotent and complete', async () => {
    const { syncReferenceData } = await import('../../../db/seed/reference');
    await syncReferenceData(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/place?q=' });
    const destinationSlugs = new Set(
      res
        .json()
        .filter((p: { type: string }) => p.type === 'destination')
        .map((p: { slug: string }) => p.slug),
    );
    expect(destinationSlugs.size).toBeGreaterThan(0);
    expect(
      [...destinationSlugs].every((slug) => catalogDestinations.some((d) => d.slug === slug)),
    ).toBe(true);
  });
});
