import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { VALUATION_WINDOW_DAYS } from '../../../shared/valuation';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';

/**
 * After the trip (`enjoyed`): the way to rate it, for either side, in the valuations page
 * (docs/decisions/0035-valuations.md), while the window is open and until the viewer has rated
 * it. The window's rule is said next to the button.
 */
export function RateTripLink({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.rate' });
  const lang = useLang();
  // rated already, or the window (until the end of the 14th day after the trip) has closed
  const open = todayInMadrid() <= addDays(booking.endDate, VALUATION_WINDOW_DAYS);
  if (booking.status !== 'enjoyed' || booking.role === 'admin' || booking.rated || !open)
    return null;
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-600">
        {t(booking.role === 'client' ? 'hintClient' : 'hintOwner', {
          days: VALUATION_WINDOW_DAYS,
          owner: booking.owner.name,
          client: booking.client.name,
        })}
      </p>
      <LinkButton to={`/${lang}/settings/valuations`} size="lg" className="shrink-0">
        <Star className="h-5 w-5" aria-hidden="true" />
        {t('action')}
      </LinkButton>
    </div>
  );
}
