import { CalendarDays, Clock, Star, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import type { TMyValuation, TValuationToWrite } from './api';
import { ValuationForm } from './valuation-form';
import { daysLeft, formatDay, formatTripDates } from './valuation-view';

/** The time left to rate a trip; amber from the last reminder on. */
export function DaysLeftBadge({ closesAt, now }: { closesAt: string; now: Date }) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.toWrite' });
  const lang = useLang();
  const { days, isUrgent } = daysLeft(closesAt, now);
  return (
    <span
      title={t('closesOn', { date: formatDay(closesAt, lang) })}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${
        isUrgent ? 'bg-amber-100 text-amber-900' : 'bg-sea-50 text-sea-800 ring-1 ring-sea-100'
      }`}
    >
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      {days <= 1 ? t('lastDay') : t('daysLeft', { count: days })}
    </span>
  );
}

/**
 * One trip to rate: the boat, its dates and the time left, then whom the user rates (the owner,
 * or each member of a group trip), each opening the form in place.
 */
export function ToRateCard({
  items,
  now,
  onWritten,
}: {
  items: TValuationToWrite[];
  now: Date;
  onWritten: (item: TValuationToWrite, valuation: TMyValuation) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'valuations.toWrite' });
  const lang = useLang();
  const [open, setOpen] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // a form closed without sending gives the focus back to its button
  const close = (key: string) => {
    setOpen(null);
    requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };
  const first = items[0]!;
  return (
    <article
      aria-labelledby={`rate-${first.bookingId}`}
      className="overflow-hidden rounded-3xl bg-white shadow-xs ring-1 ring-ink-900/[0.07]"
    >
      <div className="flex gap-4 p-3 sm:p-4">
        <Picture
          assetId={first.boat.pictureId}
          alt=""
          sizes="(min-width: 640px) 160px, 96px"
          fallbackWidth={320}
          className="h-24 w-24 shrink-0 rounded-2xl sm:h-28 sm:w-40"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
            <h3
              id={`rate-${first.bookingId}`}
              className="min-w-0 text-base font-bold text-ink-900 sm:text-lg"
            >
              <Link
                to={`/${lang}/boats/${first.boat.slug}`}
                className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
              >
                {first.boat.name}
              </Link>
            </h3>
            <DaysLeftBadge closesAt={first.closesAt} now={now} />
          </div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink-800">
            <CalendarDays className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
            {formatTripDates(first.startDate, first.endDate, lang)}
          </p>
          {first.groupId && (
            <p className="flex items-center gap-1.5 text-sm text-ink-600">
              <Users className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
              {t('groupTrip')}
            </p>
          )}
        </div>
      </div>
      <ul className="divide-y divide-ink-100 border-t border-ink-100">
        {items.map((item) => {
          const key = item.about.id;
          const isOpen = open === key;
          const label =
            item.as === 'client'
              ? t('asClient', { name: item.about.firstName })
              : t('asOwner', { name: item.about.firstName });
          return (
            <li key={key}>
              <div className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
                <Avatar
                  name={item.about.firstName}
                  src={item.about.pictureId ? pictureUrl(item.about.pictureId, 320) : null}
                  size="md"
                  className="ring-0"
                />
                <div className="min-w-0 flex-1">
                  <p
                    id={`rate-${item.bookingId}-${key}`}
                    className="text-[15px] font-bold text-ink-900"
                  >
                    {label}
                  </p>
                  {item.otherSideWrote && (
                    <p className="text-[13px] text-sea-800">
                      {t('otherSideWrote', { name: item.about.firstName })}
                    </p>
                  )}
                </div>
                {!isOpen && (
                  <Button
                    ref={(node) => {
                      if (node) buttons.current.set(key, node);
                      else buttons.current.delete(key);
                    }}
                    variant="secondary"
                    aria-describedby={`rate-${item.bookingId}-${key}`}
                    onClick={() => setOpen(key)}
                  >
                    <Star className="h-4 w-4" aria-hidden="true" />
                    {t('rate')}
                  </Button>
                )}
              </div>
              {isOpen && (
                <div className="border-t border-ink-100 bg-white px-4 pt-5 pb-5 sm:px-6 sm:pb-6">
                  <ValuationForm
                    item={item}
                    onCancel={() => close(key)}
                    onDone={(valuation) => {
                      setOpen(null);
                      onWritten(item, valuation);
                    }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
