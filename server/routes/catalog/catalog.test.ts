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

  it('GET /api/place with no query lists places, and escapes LIKE wildcards', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/place' });
    expect(all.json().length).toBeGreaterThan(0);
    const none = await t.app.inject({ method: 'GET', url: '/api/place?q=%25%25_' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
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
