import { CalendarDays, ExternalLink, MapPin, Pencil, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import type { TOwnerBoat, TOwnerBoatStatus } from './api';
import { PublishBoatButton, RemoveBoatButton, UnpublishBoatButton } from './remove-dialog';
import { StatusBadge } from './status-badge';

const action =
  'inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 hover:ring-ink-400';

/** One boat of the fleet: picture, name, where, status (and why it was rejected), actions. */
export function BoatRow({
  boat,
  onChanged,
}: {
  boat: TOwnerBoat;
  /** the boat's new status after an action of this row */
  onChanged: (status: TOwnerBoatStatus) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.fleet' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const removed = boat.status === 'removed';
  return (
    <li
      className={`flex flex-col gap-4 rounded-3xl bg-white p-3 shadow-xs ring-1 ring-ink-900/[0.07] sm:flex-row sm:items-center sm:p-4 ${removed ? 'opacity-75' : ''}`}
    >
      <Picture
        assetId={boat.coverPictureId}
        alt=""
        sizes="(min-width: 640px) 176px, 100vw"
        fallbackWidth={480}
        className="aspect-[16/10] w-full shrink-0 rounded-2xl sm:aspect-[4/3] sm:w-44"
      />
      <div className="min-w-0 flex-1 px-1 sm:px-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h2 className="truncate text-lg font-bold tracking-tight text-ink-900">{boat.name}</h2>
          <StatusBadge status={boat.status} />
        </div>
        <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-ink-600">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {boat.type.name[lang]} · {boat.harbour.name}, {boat.harbour.destination}
        </p>
        {boat.fromPriceCents > 0 && (
          <p className="mt-1 text-sm text-ink-600">
            {t('from', { price: formatMoney(boat.fromPriceCents, lang) })}
          </p>
        )}
        {boat.status === 'rejected' && boat.rejectionReason && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-coral-100/60 px-3 py-2 text-sm text-coral-700">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{t('rejectedBecause')}</span> {boat.rejectionReason}
            </span>
          </p>
        )}
        {boat.status === 'pending_review' && (
          <p className="mt-2 text-sm text-ink-500">{t('pendingHint')}</p>
        )}
        {boat.status === 'unpublished' && (
          <p className="mt-2 text-sm text-ink-500">{tAll('earnings.fleet.unpublishedHint')}</p>
        )}
        {!removed && (
          <div className="mt-3 flex flex-wrap gap-2 pb-1 sm:pb-0">
            {boat.status === 'published' && (
              <Link
                to={`/${lang}/boats/${boat.slug}`}
                className={action}
                aria-label={t('viewOf', { name: boat.name })}
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('view')}
              </Link>
            )}
            <Link
              to={`/${lang}/backoffice/boats/${boat.id}/edit`}
              className={action}
              aria-label={t('editOf', { name: boat.name })}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('edit')}
            </Link>
            <Link
              to={`/${lang}/backoffice/boats/${boat.id}/calendar`}
              className={action}
              aria-label={`${tAll('session.backoffice.menu.calendar')}: ${boat.name}`}
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {tAll('session.backoffice.menu.calendar')}
            </Link>
            {boat.status === 'published' && <UnpublishBoatButton boat={boat} onDone={onChanged} />}
            {boat.status === 'unpublished' && <PublishBoatButton boat={boat} onDone={onChanged} />}
            <RemoveBoatButton boat={boat} onRemoved={() => onChanged('removed')} />
          </div>
        )}
      </div>
    </li>
  );
}
