import { useTranslation } from '../../i18n/translation';
import { refundDeadlines } from '../../../shared/cancellation';
import { useLang } from '../../lib/lang';
import type { TBoatTimes, TBooking } from './api';
import { madridWallClock } from '../../../shared/madrid-time';
import { departureOf } from './booking-view';
import { Panel } from './panel';

/**
 * The boat's cancellation conditions with real deadlines for this departure (docs/decisions/
 * 0013): what a client's cancellation gives back until when; an owner's gives everything back.
 */
export function CancellationNote({
  booking,
  times,
  now,
}: {
  booking: TBooking;
  times: TBoatTimes | null;
  now: Date;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.cancellation' });
  const tc = useTranslation('translation', { keyPrefix: 'booking.cancel' }).t;
  const lang = useLang();
  const conditions = booking.boat.cancellation;
  const day = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
  });
  const stages = times
    ? refundDeadlines(conditions, booking.startDate, departureOf(booking, times.departureTime))
    : [];
  const clock = madridWallClock(now);
  return (
    <Panel title={t('title')}>
      <p className="text-[15px] font-semibold text-ink-900">
        {t('conditions', { conditions: tc(`conditionsTitle.${conditions}`) })}
      </p>
      {stages.length > 0 && (
        <ul className="mt-2 space-y-1.5 text-[15px] text-ink-700">
          {stages.map((stage) => {
            const date = `${day.format(new Date(`${stage.date}T12:00:00Z`))}, ${stage.time}`;
            const past = clock >= `${stage.date} ${stage.time}`;
            const values = { percent: stage.refundPercent, date, client: booking.client.name };
            return (
              <li
                key={stage.date}
                className={`flex gap-2 ${past ? 'text-ink-500 line-through' : ''}`}
              >
                <span aria-hidden="true">·</span>
                {booking.role === 'client' ? t('stageClient', values) : t('stageOwner', values)}
              </li>
            );
          })}
          <li className="flex gap-2">
            <span aria-hidden="true">·</span>
            {t('after')}
          </li>
        </ul>
      )}
      <p className="mt-3 text-[13px] leading-snug text-ink-500">
        {t('ownerCancels')} {t('restNever')}
      </p>
    </Panel>
  );
}
