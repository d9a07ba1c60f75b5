import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { groupArrivalTime, groupDepartureTime } from '../../../shared/groups';
import { formatMoney, percentOf } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import { formatDate, formatPercent } from './format';
import { stepIds, type TChosenBoat, type TCreateGroupOptions, type TWizardValues } from './types';

type TReviewSummaryProps = {
  values: TWizardValues;
  options: TCreateGroupOptions;
  boat: TChosenBoat | null;
  firstPaymentPercent: number;
  /** opens a step to change it */
  onEdit: (index: number) => void;
};

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-600">{term}</dt>
      <dd className="text-[15px] font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** Everything the group will be created with, by step, each with a way back to change it. */
export function ReviewSummary({ values, options, boat, ...props }: TReviewSummaryProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const lang = useLang();
  const harbour = options.harbours.find((h) => h.slug === values.harbour);
  const province = options.provinces.find((p) => p.slug === values.state_province);
  const region = options.regions.find((r) => r.slug === values.region);
  const plan = options.plans.find((p) => p.slug === values.plan);
  const type = options.boatTypes.find((b) => b.slug === values.boat_type);
  const seats = values.passengers.length;
  const first = boat ? percentOf(seats * boat.pricePerPersonCents, props.firstPaymentPercent) : 0;
  const place = [harbour?.name, province?.name[lang], region?.name[lang]].filter(Boolean);

  const section = (index: number, rows: ReactNode) => (
    <section
      aria-labelledby={`review-${index}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`review-${index}`} className="text-base font-bold text-ink-900">
          {t(`steps.${stepIds[index]!}.label`)}
        </h3>
        <button
          type="button"
          onClick={() => props.onEdit(index)}
          aria-label={t('review.editStep', { step: t(`steps.${stepIds[index]!}.label`) })}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-800 underline underline-offset-4 hover:bg-ink-50"
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
          {t('review.edit')}
        </button>
      </div>
      <dl className="mt-1 divide-y divide-ink-100">{rows}</dl>
    </section>
  );

  return (
    <section
      aria-labelledby="review-title"
      className="flex flex-col gap-4 border-t border-ink-100 pt-8"
    >
      <h2 id="review-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('review.title')}
      </h2>
      {section(
        0,
        <>
          <Row term={t('review.when')}>
            {t('review.whenValue', {
              date: formatDate(lang, values.date, true),
              from: groupDepartureTime,
              to: groupArrivalTime,
            })}
          </Row>
          <Row term={t('review.where')}>{place.join(', ') || '—'}</Row>
          <Row term={t('review.plan')}>{plan?.name[lang] ?? '—'}</Row>
        </>,
      )}
      {section(
        1,
        <>
          <Row term={t('review.boat')}>{boat ? `${boat.name} · ${boat.typeName[lang]}` : '—'}</Row>
          <Row term={t('review.people')}>
            {t('review.peopleValue', { count: Number(values.number_of_people) })}
          </Row>
          <Row term={t('review.type')}>{type?.name[lang] ?? t('boat.anyType')}</Row>
          {boat && (
            <Row term={t('review.pricePerPerson')}>
              {formatMoney(boat.pricePerPersonCents, lang)}
            </Row>
          )}
        </>,
      )}
      {section(
        2,
        <>
          <Row term={t('review.passengers')}>{values.passengers.map((p) => p.name).join(', ')}</Row>
          {boat && (
            <Row term={t('review.firstPayment')}>
              {t('review.firstPaymentValue', {
                amount: formatMoney(first, lang),
                percent: formatPercent(lang, props.firstPaymentPercent),
              })}
            </Row>
          )}
        </>,
      )}
    </section>
  );
}
