import type { TBoatDetails } from '../../../shared/dto/boat-details';
import type { TLang } from '../../../shared/i18n';
import { pictureUrl } from '../../../shared/media';
import type { TPublicValuation } from '../../../shared/schemas/valuation';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org data of a boat page: a Product with an AggregateOffer of its day prices in euros
 * (and its rating and the valuations shown once it has them), and the breadcrumb trail.
 */
export function boatJsonLd(input: {
  boat: TBoatDetails;
  lang: TLang;
  publicUrl: string;
  description: string;
  homeName: string;
  /** the valuations the page shows (its first page) */
  reviews?: readonly TPublicValuation[];
}): object[] {
  const { boat, lang, publicUrl } = input;
  const url = `${publicUrl}/${lang}/boats/${boat.slug}`;
  const dayPrices = Object.values(boat.prices).map((p) => p.dayCents);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boat.name,
    description: input.description,
    url,
    image: boat.gallery.map((id) => publicUrl + pictureUrl(id, 1280)),
    category: boat.type.name[lang],
    brand: { '@type': 'Brand', name: boat.technical.manufacturer },
    model: boat.technical.model,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: euros(Math.min(...dayPrices)),
      highPrice: euros(Math.max(...dayPrices)),
      offerCount: dayPrices.length,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
  if (boat.rating.count > 0 && boat.rating.average !== null) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(boat.rating.average.toFixed(1)),
      reviewCount: boat.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
    if (input.reviews?.length) product.review = input.reviews.map(reviewJsonLd);
  }
  const crumbs = [
    { name: input.homeName, url: `${publicUrl}/${lang}` },
    {
      name: boat.harbour.destination.name,
      url: `${publicUrl}/${lang}/boats?place=${boat.harbour.destination.slug}`,
    },
    { name: boat.name, url },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [product, breadcrumb];
}

function reviewJsonLd(review: TPublicValuation): object {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author.firstName },
    datePublished: review.publishedAt.slice(0, 10),
    inLanguage: review.lang,
    reviewBody: review.comment,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/** JSON safe inside a `<script>` element: no `<` can close it early. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
