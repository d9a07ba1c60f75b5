import { Clock, MessageCircle, MessageSquareText, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import { formatMonthYear, formatNumber } from './format';
import { Section } from './section';

/**
 * The way to write to the owner: the inbox opens the conversation about this boat (or starts it).
 * Logged out, the login modal opens first, here, the way "Request to book" asks for it.
 */
function ContactLink({ boatId }: { boatId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const loginSearch = new URLSearchParams(search);
  loginSearch.set('login', '1');
  return (
    <Link
      to={
        user
          ? `/${lang}/settings/inbox/new?boat=${encodeURIComponent(boatId)}`
          : { pathname, search: `?${loginSearch.toString()}` }
      }
      preventScrollReset={!user}
      className="mt-5 inline-flex h-11 items-center gap-2 rounded-full px-5 text-[15px] font-semibold text-ink-900 ring-1 ring-ink-300 hover:bg-ink-50"
    >
      <MessageSquareText className="h-[18px] w-[18px]" aria-hidden="true" />
      {t('boatPage.owner.contact')}
    </Link>
  );
}

/** One line of the owner's facts: its icon stays on the first line when the text wraps. */
function OwnerFact({
  icon: Icon,
  tone = 'text-sea-700',
  children,
}: {
  icon: LucideIcon;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-[3px] h-4 w-4 shrink-0 ${tone}`} aria-hidden="true" />
      {children}
    </li>
  );
}

/**
 * Who owns the boat: first name, since when, the stars clients gave them (over all their boats),
 * and how they answer (or that they are new).
 */
export function OwnerSection({
  owner,
  responseHours,
  boatId,
}: {
  owner: TBoatDetails['owner'];
  responseHours: number;
  boatId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const hasStats = owner.responseRate !== null && owner.responseTimeHours !== null;
  const rating = {
    average: formatNumber(lang, owner.rating.average ?? 0, 1),
    count: owner.rating.count,
  };
  return (
    <Section id="owner" title={t('boatPage.owner.title')}>
      <div className="flex items-start gap-4">
        <Avatar
          name={owner.firstName}
          src={owner.pictureId ? pictureUrl(owner.pictureId, 320) : null}
          size="lg"
          className="h-14 w-14 text-lg ring-0"
        />
        <div className="min-w-0">
          <p className="text-lg font-bold text-ink-900">{owner.firstName}</p>
          <p className="text-[15px] text-ink-500">
            {t('boatPage.owner.memberSince', { date: formatMonthYear(lang, owner.memberSince) })}
          </p>
          <ul className="mt-3 space-y-1.5 text-[15px] text-ink-700">
            {owner.rating.count > 0 && owner.rating.average !== null && (
              <OwnerFact icon={Star} tone="fill-coral-500 text-coral-500">
                <span aria-hidden="true" className="font-semibold text-ink-900">
                  {t('boatPage.owner.rating', rating)}
                </span>
                <span className="sr-only">{t('boatPage.owner.ratingLabel', rating)}</span>
              </OwnerFact>
            )}
            {hasStats ? (
              <>
                <OwnerFact icon={MessageCircle}>
                  {t('boatPage.owner.responseRate', { value: owner.responseRate })}
                </OwnerFact>
                <OwnerFact icon={Clock}>
                  {t('boatPage.owner.responseTime', {
                    count: Math.max(1, Math.round(owner.responseTimeHours ?? 1)),
                  })}
                </OwnerFact>
              </>
            ) : (
              <OwnerFact icon={MessageCircle}>{t('boatPage.owner.newOwner')}</OwnerFact>
            )}
            <OwnerFact icon={Clock}>
              {t('boatPage.owner.window', { count: responseHours })}
            </OwnerFact>
          </ul>
          <ContactLink boatId={boatId} />
        </div>
      </div>
    </Section>
  );
}
