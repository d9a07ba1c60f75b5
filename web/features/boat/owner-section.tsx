import { Clock, MessageCircle, MessageSquareText, Star } from 'lucide-react';
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
              <li className="flex items-start gap-2">
                <Star
                  className="mt-[3px] h-4 w-4 shrink-0 fill-coral-500 text-coral-500"
                  aria-hidden="true"
                />
                <span aria-hidden="true" className="font-semibold text-ink-900">
                  {t('boatPage.owner.rating', {
                    average: formatNumber(lang, owner.rating.average, 1),
                    count: owner.rating.count,
                  })}
                </span>
                <span className="sr-only">
                  {t('boatPage.owner.ratingLabel', {
                    average: formatNumber(lang, owner.rating.average, 1),
                    count: owner.rating.count,
                  })}
                </span>
              </li>
            )}
            {hasStats ? (
              <>
                <li className="flex items-start gap-2">
                  <MessageCircle
                    className="mt-[3px] h-4 w-4 shrink-0 text-sea-700"
                    aria-hidden="true"
                  />
                  {t('boatPage.owner.responseRate', { value: owner.responseRate })}
                </li>
                <li className="flex items-start gap-2">
                  <Clock className="mt-[3px] h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
                  {t('boatPage.owner.responseTime', {
                    count: Math.max(1, Math.round(owner.responseTimeHours ?? 1)),
                  })}
                </li>
              </>
            ) : (
              <li className="flex items-start gap-2">
                <MessageCircle
                  className="mt-[3px] h-4 w-4 shrink-0 text-sea-700"
                  aria-hidden="true"
                />
                {t('boatPage.owner.newOwner')}
              </li>
            )}
            <li className="flex items-start gap-2">
              <Clock className="mt-[3px] h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
              {t('boatPage.owner.window', { count: responseHours })}
            </li>
          </ul>
          <ContactLink boatId={boatId} />
        </div>
      </div>
    </Section>
  );
}
