import { describe, expect, it } from 'vitest';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { boatJsonLd, scriptJson } from './json-ld';

const boat = {
  id: '8a7f0c52-0000-4000-8000-000000000001',
  slug: 'es-vedra-ibiza',
  name: 'Es Vedrà',
  type: { slug: 'sailboat', name: { es: 'Velero', en: 'Sailboat' } },
  harbour: { destination: { slug: 'ibiza', name: 'Ibiza' } },
  gallery: ['11111111-0000-4000-8000-000000000001'],
  technical: { manufacturer: 'Jeanneau', model: 'Sun Odyssey 410' },
  prices: {
    high: { dayCents: 55_000, halfDayCents: null },
    mid: { dayCents: 46_000, halfDayCents: null },
    low: { dayCents: 36_050, halfDayCents: null },
  },
  rating: { average: null, count: 0 },
} as unknown as TBoatDetails;

describe('boatJsonLd', () => {
  it('describes a Product with an AggregateOffer in euros and a breadcrumb', () => {
    const [product, breadcrumb] = boatJsonLd({
      boat,
      lang: 'en',
      publicUrl: 'https://marea.example',
      description: 'A sailboat',
      homeName: 'Home',
    }) as [Record<string, unknown>, Record<string, unknown>];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Es Vedrà',
      url: 'https://marea.example/en/boats/es-vedra-ibiza',
      image: ['https://marea.example/media/11111111-0000-4000-8000-000000000001/1280.webp'],
      category: 'Sailboat',
      offers: { priceCurrency: 'EUR', lowPrice: '360.50', highPrice: '550.00', offerCount: 3 },
    });
    expect(product.aggregateRating).toBeUndefined();
    expect(breadcrumb['itemListElement']).toHaveLength(3);
  });

  it('adds the rating once the boat has valuations', () => {
    const [product] = boatJsonLd({
      boat: { ...boat, rating: { ...boat.rating, average: 4.66, count: 12 } },
      lang: 'es',
      publicUrl: 'https://marea.example',
      description: '',
      homeName: 'Inicio',
    }) as [Record<string, unknown>];
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 12 });
  });

  it('lists the valuations the page shows as reviews', () => {
    const review = {
      id: '8a7f0c52-0000-4000-8000-0000000000aa',
      author: { id: '8a7f0c52-0000-4000-8000-0000000000bb', firstName: 'Lucía', pictureId: null },
      rating: 5,
      categories: { boatCondition: 5, cleanliness: 5, communication: 4, value: 5 },
      comment: 'Un barco precioso y un armador atento.',
      lang: 'es' as const,
      publishedAt: '2026-08-20T10:00:00.000Z',
      tripDate: '2026-08-02',
      reply: null,
      repliedAt: null,
    };
    const [product] = boatJsonLd({
      boat: { ...boat, rating: { ...boat.rating, average: 5, count: 1 } },
      lang: 'en',
      publicUrl: 'https://marea.example',
      description: '',
      homeName: 'Home',
      reviews: [review],
    }) as [Record<string, unknown>];
    expect(product.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Lucía' },
        datePublished: '2026-08-20',
        inLanguage: 'es',
        reviewBody: 'Un barco precioso y un armador atento.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('escapes what could close the script element', () => {
    expect(scriptJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
