import { eq } from 'drizzle-orm';
import { createTestGroup, groupBody, groupParties } from '../../testing/group';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { destinations, harbours } from '../../../db/schema';
import { contentSlugs } from '../../../shared/site';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('robots.txt and sitemap.xml', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://marea.example' } });
  });
  afterAll(() => t.close());

  it('robots.txt points to the sitemap and keeps private areas out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: https://marea.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('sitemap.xml lists home and every information page in both languages with alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://marea.example/es');
    expect(locs).toContain('https://marea.example/en');
    for (const slug of contentSlugs) {
      expect(locs).toContain(`https://marea.example/es/${slug}`);
      expect(locs).toContain(`https://marea.example/en/${slug}`);
    }
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://marea.example/en/faq"/>',
    );
  });

  it('lists the boat list and the list of each destination that has published boats', async () => {
    const owner = await createUser(t.db);
    const boat = await createBoat(t.db, { ownerId: owner.id });
    await createBoat(t.db, { ownerId: owner.id, status: 'draft', name: 'Hidden draft' });
    const [place] = await t.db
      .select({ slug: destinations.slug })
      .from(harbours)
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .where(eq(harbours.id, boat.harbourId));
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://marea.example/es/boats');
    expect(locs).toContain(`https://marea.example/en/boats?place=${place!.slug}`);
    expect(locs).toContain(`https://marea.example/es/boats/${boat.slug}`);
    expect(locs.filter((loc) => loc!.includes('/boats?place='))).toHaveLength(2);
    expect(res.body).not.toContain('hidden-draft');
  });

  it('lists the groups guide, the groups list and every group still to sail', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://marea.example/es/groups-info');
    expect(locs).toContain('https://marea.example/en/groups');
    expect(locs).toContain(`https://marea.example/en/groups/${group.id}`);
  });
});
