import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TDatabase } from '../../../db/client';
import { boats, destinations, groups, harbours } from '../../../db/schema';
import { alternatePaths, contentSlugs } from '../../../shared/site';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Public pages without their language segment: home, information pages, the boat list and one
 * list per destination with boats (the search page's canonical ones), every published boat, the
 * groups' guide and list, and every group still to sail.
 */
async function publicPaths(db: TDatabase): Promise<string[]> {
  const published = await db
    .select({ slug: boats.slug })
    .from(boats)
    .where(eq(boats.status, 'published'))
    .orderBy(asc(boats.slug));
  const places = await db
    .selectDistinct({ slug: destinations.slug })
    .from(destinations)
    .innerJoin(harbours, eq(harbours.destinationId, destinations.id))
    .innerJoin(boats, eq(boats.harbourId, harbours.id))
    .where(eq(boats.status, 'published'))
    .orderBy(asc(destinations.slug));
  const sailing = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.status, ['open', 'complete', 'requested', 'confirmed']))
    .orderBy(asc(groups.sailDate), asc(groups.id));
  return [
    '',
    ...contentSlugs.map((slug) => `/${slug}`),
    '/boats',
    ...places.map((place) => `/boats?place=${encodeURIComponent(place.slug)}`),
    ...published.map((boat) => `/boats/${boat.slug}`),
    '/groups-info',
    '/groups',
    ...sailing.map((group) => `/groups/${group.id}`),
  ];
}

/** `robots.txt` and `sitemap.xml` (every public page in both languages with hreflang alternates). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /*/settings/',
      'Disallow: /*/backoffice',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = (await publicPaths(app.db)).flatMap((page) => {
      const alternates = alternatePaths(page);
      const links = [
        ...alternates.map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(origin + a.path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates[0]!.path)}"/>`,
      ];
      return alternates.map(
        (a) =>
          `  <url>\n    <loc>${escapeXml(origin + a.path)}</loc>\n${links.join('\n')}\n  </url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
