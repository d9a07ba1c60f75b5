import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router';
import type { TBoatCard } from '../../shared/dto/cards';
import { numberFormat } from '../../shared/intl';
import { formatMoney } from '../../shared/money';
import { useLang } from '../lib/lang';
import { FavouriteButton } from './favourite-button';
import { Picture } from './ui/picture';

/**
 * A boat in a grid: picture, type and place, capacity, and the "from" day price. The search
 * passes its own price line (the price of the dates) and the dates for the boat page's link.
 */
export function BoatCard({
  boat,
  sizes,
  priceLine,
  linkSearch = '',
  priority = false,
}: {
  boat: TBoatCard;
  sizes: string;
  priceLine?: ReactNode;
  /** `?start_date=…` to open the boat page on the searched dates */
  linkSearch?: string;
  /** the first card of a list: its picture is the page's largest paint */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const specs = [
    t('boatCard.people', { count: boat.numberOfPlaces }),
    t('boatCard.length', { value: numberFormat(lang).format(boat.lengthM) }),
    ...(boat.cabins > 0 ? [t('boatCard.cabins', { count: boat.cabins })] : []),
  ];
  return (
    <article className="group relative">
      <div className="relative overflow-hidden rounded-2xl">
        <Picture
          assetId={boat.pictureId}
          alt={t('boatCard.pictureAlt', {
            type: boat.typeName,
            name: boat.name,
            harbour: boat.harbourName,
          })}
          sizes={sizes}
          priority={priority}
          className="aspect-[3/2] w-full transition-transform duration-500 group-hover:scale-[1.04]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow-sm">
          {t(`boatCard.skipper.${boat.skipper}`)}
        </span>
        <FavouriteButton boatId={boat.id} boatName={boat.name} variant="card" />
      </div>
      <div className="mt-3 px-0.5">
        <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
          {boat.typeName} · {boat.destinationName}
        </p>
        <h3 className="mt-1 text-base font-bold text-ink-900">
          <Link
            to={`/${lang}/boats/${boat.slug}${linkSearch}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {boat.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-ink-500">{specs.join(' · ')}</p>
        {priceLine ?? (
          <div className="mt-2 flex items-baseline justify-between gap-3">
            <p className="text-sm text-ink-700">
              <span className="text-base font-bold text-ink-900">
                {t('boatCard.fromPrice', { price: formatMoney(boat.fromPriceCents, lang) })}
              </span>{' '}
              {t('boatCard.perDay')}
            </p>
            <CardRating average={boat.ratingAverage} count={boat.ratingCount} />
          </div>
        )}
      </div>
    </article>
  );
}

/** The stars of a card: average and how many, once the boat has published valuations. */
export function CardRating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (average === null || count === 0) return null;
  const shown = numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
  return (
    <p className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-900">
      <Star className="h-4 w-4 fill-current text-coral-500" aria-hidden="true" />
      <span aria-hidden="true">
        {shown} <span className="font-normal text-ink-500">({count})</span>
      </span>
      <span className="sr-only">{t('boatCard.rating', { rating: shown, count })}</span>
    </p>
  );
}
