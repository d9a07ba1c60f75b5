import { Anchor, CalendarDays, Clock, LifeBuoy, Route } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import type { TGroup } from '../../../../shared/schemas/group';
import { useLang } from '../../../lib/lang';
import { formatLongDate } from '../format';

/** The day at a glance: date, hours, harbour, route, and the skipper who comes along. */
export function GroupFacts({ group }: { group: TGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = [group.harbour.destinationName, group.province?.name[lang]]
    .filter(Boolean)
    .join(', ');
  const facts = [
    { key: 'date', Icon: CalendarDays, value: formatLongDate(lang, group.date) },
    {
      key: 'hours',
      Icon: Clock,
      value: t('groups.page.hours', { from: group.departureTime, to: group.arrivalTime }),
    },
    { key: 'harbour', Icon: Anchor, value: group.harbour.name, detail: place },
    { key: 'plan', Icon: Route, value: group.plan.name[lang] },
    { key: 'skipper', Icon: LifeBuoy, value: t('groups.page.skipperIncluded') },
  ] as const;
  return (
    <ul className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {facts.map(({ key, Icon, value, ...rest }) => (
        <li key={key} className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-700">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">
              {t(`groups.page.facts.${key}`)}
            </p>
            <p className="mt-0.5 font-semibold text-ink-900 first-letter:uppercase">{value}</p>
            {'detail' in rest && rest.detail && (
              <p className="text-sm text-ink-500">{rest.detail}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
