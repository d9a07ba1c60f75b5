import { CalendarCheck, CreditCard, RotateCcw } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../../shared/money';
import { pricePerPersonCents } from '../../../../shared/groups';
import { useLang } from '../../../lib/lang';

// a worked example: a mid-season day on a 12 m sailing boat shared by eight
const example = { dayCents: 96_000, skipperCents: 18_000, people: 8 };

/** The price per person, worked out, and when each part of it is paid or refunded. */
export function InfoMoney({ percent }: { percent: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const share = pricePerPersonCents(example.dayCents, example.skipperCents, example.people);
  const moments = [
    { key: 'join', Icon: CreditCard, tone: 'bg-coral-500' },
    { key: 'checkIn', Icon: CalendarCheck, tone: 'bg-sea-600' },
    { key: 'refund', Icon: RotateCcw, tone: 'bg-ink-900' },
  ] as const;
  return (
    <section aria-labelledby="money-title" className="bg-sand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <div>
          <h2
            id="money-title"
            className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl"
          >
            {t('groups.info.price.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-600">{t('groups.info.price.text')}</p>
          <div className="mt-8 rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8">
            <p className="text-sm font-bold tracking-wide text-sea-700 uppercase">
              {t('groups.info.price.formula')}
            </p>
            <dl className="mt-5 space-y-3 text-[15px]">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">{t('groups.info.price.day')}</dt>
                <dd className="font-semibold text-ink-900 tabular-nums">
                  {formatMoney(example.dayCents, lang)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">{t('groups.info.price.skipper')}</dt>
                <dd className="font-semibold text-ink-900 tabular-nums">
                  + {formatMoney(example.skipperCents, lang)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">{t('groups.info.price.people')}</dt>
                <dd className="font-semibold text-ink-900 tabular-nums">÷ {example.people}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-ink-200 pt-4">
                <dt className="font-bold text-ink-900">{t('groups.info.price.perPerson')}</dt>
                <dd className="text-2xl font-extrabold text-coral-700 tabular-nums">
                  {formatMoney(share, lang)}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-ink-500">{t('groups.info.price.note')}</p>
          </div>
        </div>
        <div>
          <h3 className="text-2xl font-bold tracking-tight text-ink-900">
            {t('groups.info.pay.title')}
          </h3>
          <ol className="mt-6 space-y-4">
            {moments.map(({ key, Icon, tone }) => (
              <li key={key} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-900/5">
                <span
                  className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-white ${tone}`}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-bold text-ink-900">
                    {t(`groups.info.pay.${key}.title`, { percent })}
                  </p>
                  <p className="mt-1 text-[15px] leading-relaxed text-ink-600">
                    {t(`groups.info.pay.${key}.text`, { percent })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
