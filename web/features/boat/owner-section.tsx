import { Clock, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import { formatMonthYear } from './format';
import { Section } from './section';

/** Who owns the boat: first name, since when, and how they answer (or that they are new). */
export function OwnerSection({
  owner,
  responseHours,
}: {
  owner: TBoatDetails['owner'];
  responseHours: number;
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
            {hasStats ? (
              <>
                <li className="flex items-center gap-2">
                  <MessageCircle className="h-4 w-4 text-sea-700" aria-hidden="true" />
                  {t('boatPage.owner.responseRate', { value: owner.responseRate })}
                </li>
                <li className="flex items-center gap-2">
                  <Clock className="h-4 w-4 text-sea-700" aria-hidden="true" />
                  {t('boatPage.owner.responseTime', {
                    count: Math.max(1, Math.round(owner.responseTimeHours ?? 1)),
                  })}
                </li>
              </>
            ) : (
              <li className="flex items-center gap-2">
                <MessageCircle className="h-4 w-4 text-sea-700" aria-hidden="true" />
                {t('boatPage.owner.newOwner')}
              </li>
            )}
            <li className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-sea-700" aria-hidden="true" />
              {t('boatPage.owner.window', { count: responseHours })}
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
