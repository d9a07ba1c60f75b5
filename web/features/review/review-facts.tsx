import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import type { TReviewBoat } from './api';

/** The numbers a reviewer checks for plausibility, as a compact definition list. */
export function ReviewFacts({ boat }: { boat: TReviewBoat }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { facts } = boat;
  const skipperPrice = formatMoney(facts.skipperPriceCents, lang);
  const rows: [string, string][] = [
    [t('review.card.year'), String(facts.year)],
    [
      t('review.card.length'),
      t('review.card.lengthValue', { value: facts.lengthM.toLocaleString(lang) }),
    ],
    [t('review.card.places'), String(facts.numberOfPlaces)],
    [t('review.card.cabins'), String(facts.cabins)],
    [t('review.card.baths'), String(facts.baths)],
    [
      t('review.card.engine'),
      facts.enginePowerCv ? t('review.card.engineValue', { value: facts.enginePowerCv }) : '—',
    ],
    [t('review.card.equipment'), t('review.card.equipmentValue', { count: facts.equipmentCount })],
    [
      t('review.card.deposit'),
      facts.depositCents ? formatMoney(facts.depositCents, lang) : t('review.card.noDeposit'),
    ],
    [
      t('review.card.skipper'),
      t(`review.card.skipperPolicy.${facts.skipper}`, { price: skipperPrice }),
    ],
  ];
  return (
    <section aria-label={t('review.card.facts')}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
            <dd className="truncate font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
