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
      boat: { ...boat, rating: { average: 4.66, count: 12 } },
      lang: 'es',
      publicUrl: 'https://marea.example',
      description: '',
      homeName: 'Inicio',
    }) as [Record<string, unknown>];
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 12 });
  });

  it('escapes what could close the script element', () => {
    expect(scriptJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
