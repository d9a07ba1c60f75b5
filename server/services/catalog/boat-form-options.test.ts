import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { getBoatFormOptions } from './boat-form-options';

describe('getBoatFormOptions', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the catalogues the add-boat wizard offers, in both languages', async () => {
    const options = await getBoatFormOptions(t.db);
    expect(options.boatTypes[0]).toEqual({
      slug: 'sailboat',
      name: { es: 'Velero', en: 'Sailboat' },
    });
    expect(options.plans.length).toBeGreaterThan(0);
    expect(options.degrees.map((d) => d.slug)).toContain('per');
    expect(options.equipment.outdoor.map((e) => e.slug)).toContain('bimini');
    expect(options.equipment.electronic.map((e) => e.slug)).toContain('vhf-radio');
    expect(options.harbours).toContainEqual(
      expect.objectContaining({ slug: 'port-olimpic', name: 'Port Olímpic', area: 'Barcelona' }),
    );
  });
});
