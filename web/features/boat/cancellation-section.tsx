import { CalendarClock, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { refundDeadlines, type TCancelationConditions } from '../../../shared/cancellation';
import { useLang } from '../../lib/lang';
import { formatDate } from './format';
import { Section } from './section';

/** The boat's cancellation conditions in words, with the deadlines for the dates being priced. */
export function CancellationSection({
  conditions,
  startDate,
  departureTime,
}: {
  conditions: TCancelationConditions;
  startDate: string;
  departureTime: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const stages = refundDeadlines(conditions, startDate, departureTime);
  const long = (date: string) => formatDate(lang, date, { day: 'numeric', month: 'long' });
  return (
    <Section id="cancellation" title={t('boatPage.cancellation.title')}>
      <p className="flex items-center gap-2 text-[16px] font-semibold text-ink-900">
        <ShieldCheck className="h-5 w-5 text-sea-700" aria-hidden="true" />
        {t(`boatPage.cancellation.name.${conditions}`)}
        <span className="font-normal text-ink-700">
          · {t(`boatPage.cancellation.summary.${conditions}`)}
        </span>
      </p>
      <div className="mt-4 rounded-2xl bg-ink-50 p-4 sm:p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-800">
          <CalendarClock className="h-4 w-4 text-sea-700" aria-hidden="true" />
          {t('boatPage.cancellation.forDates', { date: long(startDate) })}
        </p>
        <ol className="mt-3 space-y-2 border-l-2 border-sea-300 pl-4 text-[15px] text-ink-700">
          {stages.map((stage) => (
            <li key={stage.date}>
              {t('boatPage.cancellation.stage', {
                percent: stage.refundPercent,
                date: long(stage.date),
                time: stage.time,
              })}
            </li>
          ))}
          <li className="text-ink-500">{t('boatPage.cancellation.after')}</li>
        </ol>
      </div>
      <ul className="mt-4 space-y-1 text-sm text-ink-500">
        <li>{t('boatPage.cancellation.rest')}</li>
        <li>{t('boatPage.cancellation.owner')}</li>
      </ul>
    </Section>
  );
}
