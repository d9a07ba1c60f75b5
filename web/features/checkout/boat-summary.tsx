import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';

/** The boat being requested: cover picture, name, type and harbour, rating. */
export function BoatSummary({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { average, count } = boat.rating;
  return (
    <div className="flex items-center gap-4">
      <Picture
        assetId={boat.gallery[0] ?? null}
        alt=""
        sizes="128px"
        fallbackWidth={320}
        priority
        className="h-24 w-32 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0">
        <p className="text-[13px] leading-snug text-ink-500">
          {t('boatPage.heading.place', {
            type: boat.type.name[lang],
            harbour: boat.harbour.name,
            destination: boat.harbour.destination.name,
          })}
        </p>
        <p className="mt-0.5 text-lg leading-tight font-bold text-ink-900">{boat.name}</p>
        <p className="mt-1 flex items-center gap-1 text-sm text-ink-700">
          <Star
            className={`h-4 w-4 ${average !== null ? 'fill-current text-coral-500' : 'text-sea-700'}`}
            aria-hidden="true"
          />
          {average !== null && count > 0
            ? t('checkout.price.rating', {
                average: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(average),
                count,
              })
            : t('checkout.price.new')}
        </p>
      </div>
    </div>
  );
}
