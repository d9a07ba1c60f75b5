import { Anchor, CalendarDays, Route } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import type { TGroupSummary } from '../../../../shared/schemas/group';
import { formatMoney } from '../../../../shared/money';
import { Picture } from '../../../components/ui/picture';
import { useLang } from '../../../lib/lang';
import { formatSailDate } from '../format';
import { DeadlineBadge } from '../ui/deadline-badge';
import { MemberStack } from '../ui/member-stack';
import { SeatsBar } from '../ui/seats-bar';

/**
 * A group in the list: the boat's picture with the time left to fill, the group's name (the link
 * to its page, stretched over the card), date, harbour and route, the price per person, how full
 * it is and who is in.
 */
export function GroupCard({ group, now }: { group: TGroupSummary; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const open = group.status === 'open';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-900/5 transition-shadow hover:shadow-float">
      <div className="relative overflow-hidden">
        <Picture
          assetId={group.boat.pictureId}
          alt={t('groups.card.pictureAlt', {
            type: group.boat.typeName[lang],
            name: group.boat.name,
          })}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/10] w-full transition-transform duration-500 group-hover:scale-[1.04]"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {open ? (
            <DeadlineBadge deadline={group.deadline} now={now} tone="solid" />
          ) : (
            <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-ink-900 shadow-sm">
              {t(`groups.status.${group.status}.label`)}
            </span>
          )}
        </div>
        <p className="absolute bottom-3 left-3 rounded-full bg-ink-950/70 px-3 py-1.5 text-sm font-bold text-white backdrop-blur">
          {t('groups.card.price', { price: formatMoney(group.pricePerPersonCents, lang) })}
          <span className="font-medium text-white/80"> {t('groups.card.perPerson')}</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
          {group.boat.typeName[lang]} · {group.boat.name}
        </p>
        <h3 className="mt-1 text-lg leading-snug font-bold text-ink-900">
          <Link
            to={`/${lang}/groups/${group.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {group.name}
          </Link>
        </h3>
        <ul className="mt-3 space-y-1.5 text-sm text-ink-600">
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span>
              {formatSailDate(lang, group.date)} · {group.departureTime}–{group.arrivalTime}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Anchor className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="truncate">
              {group.harbour.name}, {group.harbour.destinationName}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Route className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="truncate">{group.plan.name[lang]}</span>
          </li>
        </ul>
        <div className="mt-auto space-y-4 pt-5">
          <SeatsBar taken={group.seatsTaken} total={group.numberOfPeople} />
          <MemberStack members={group.members} memberCount={group.memberCount} />
        </div>
      </div>
    </article>
  );
}
