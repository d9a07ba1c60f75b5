import { Fuel, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { seasons } from '../../../shared/seasons';
import { useLang } from '../../lib/lang';
import { formatDate } from './format';
import { Section } from './section';

/** Day and half-day prices per season, the boat's own season dates, and what is paid apart. */
export function SeasonPrices({ boat }: { boat: TBoatDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const anyHalfDay = seasons.some((s) => boat.prices[s].halfDayCents !== null);
  const extras: [typeof Fuel, string][] = [];
  if (boat.skipper.policy !== 'none') {
    extras.push([
      LifeBuoy,
      t('boatPage.prices.skipper', { price: money(boat.skipper.priceCents) }),
    ]);
  }
  if (boat.fuelPricePerHourCents !== null) {
    extras.push([Fuel, t('boatPage.prices.fuel', { price: money(boat.fuelPricePerHourCents) })]);
  }
  extras.push([
    ShieldCheck,
    boat.depositCents
      ? t('boatPage.prices.deposit', { price: money(boat.depositCents) })
      : t('boatPage.prices.noDeposit'),
  ]);
  return (
    <Section id="prices" title={t('boatPage.prices.title')}>
      <div className="overflow-hidden rounded-2xl ring-1 ring-ink-100">
        <table className="w-full text-left text-[15px]">
          <thead className="bg-ink-50 text-sm text-ink-500">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('boatPage.prices.season')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('boatPage.prices.day')}
              </th>
              {anyHalfDay && (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('boatPage.prices.halfDay')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {seasons.map((season) => (
              <tr key={season}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-ink-900 first-letter:uppercase">
                    {t(`boatPage.prices.seasons.${season}`)}
                  </span>
                  <span className="block text-sm text-ink-500">
                    {t(`boatPage.prices.defaultMonths.${season}`)}
                  </span>
                </th>
                <td className="px-4 py-3 text-right font-bold text-ink-900 tabular-nums">
                  {money(boat.prices[season].dayCents)}
                </td>
                {anyHalfDay && (
                  <td className="px-4 py-3 text-right font-semibold text-ink-700 tabular-nums">
                    {boat.prices[season].halfDayCents === null
                      ? t('boatPage.prices.noHalfDay')
                      : money(boat.prices[season].halfDayCents)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {boat.seasons.length > 0 && (
        <div className="mt-5 rounded-2xl bg-sea-50 p-4 ring-1 ring-sea-100">
          <h3 className="text-sm font-bold text-ink-900">{t('boatPage.prices.customTitle')}</h3>
          <ul className="mt-2 space-y-1 text-[15px] text-ink-700">
            {boat.seasons.map((range) => (
              <li key={range.startDate}>
                {t('boatPage.prices.customRange', {
                  from: formatDate(lang, range.startDate, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  }),
                  to: formatDate(lang, range.endDate, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  }),
                  season: t(`boatPage.prices.seasons.${range.season}`),
                })}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-500">{t('boatPage.prices.customNote')}</p>
        </div>
      )}
      <ul className="mt-5 space-y-2.5">
        {extras.map(([Icon, text]) => (
          <li key={text} className="flex items-start gap-2.5 text-[15px] text-ink-700">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </Section>
  );
}
