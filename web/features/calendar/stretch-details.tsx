import { ExternalLink, LockOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { unblockDates } from './api';
import { formatDates } from './format-dates';
import type { TStretch } from './month';
import { hatchStyle, leftText, stretchTone } from './stretch-style';

const titleKey = {
  accepted: 'booking',
  pending: 'request',
  group: 'group',
  blocked: 'block',
  imported: 'imported',
} as const;

/** What holds some days: a booking, a request, a group day or a block (which may be freed). */
export function StretchDetails({
  boatId,
  stretch,
  now,
  onUnblocked,
  onClose,
}: {
  boatId: string;
  stretch: TStretch;
  now: number;
  onUnblocked: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const blocked = stretch.kind === 'blocked' || stretch.kind === 'imported';
  const left = stretch.respondBy ? leftText(stretch.respondBy, now, t) : null;

  async function unblock() {
    setBusy(true);
    setError(null);
    try {
      await unblockDates(boatId, stretch.id);
      onUnblocked();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          style={blocked ? hatchStyle : undefined}
          className={`mt-1 h-4 w-4 shrink-0 rounded ${stretchTone[stretch.kind].dot}`}
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold tracking-tight text-ink-900">
            {t(`calendar.details.${titleKey[stretch.kind]}`)}
          </h2>
          <p className="text-sm font-semibold text-ink-800 first-letter:uppercase">
            {formatDates(stretch.start, stretch.end, lang)}
            {stretch.slot && ` · ${t(`calendar.bar.${stretch.slot}`)}`}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('calendar.details.close')}
          className="-mt-1 -mr-1 inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="space-y-1.5 text-sm text-ink-700">
        {stretch.kind === 'imported' ? (
          <p>{t('calendar.bar.importedFrom', { name: stretch.importName ?? '' })}</p>
        ) : stretch.label ? (
          <p className="font-medium text-ink-900">{stretch.label}</p>
        ) : (
          blocked && <p className="text-ink-500">{t('calendar.bar.noNote')}</p>
        )}
        {stretch.people !== undefined && (
          <p>{t('calendar.bar.people', { count: stretch.people })}</p>
        )}
        {stretch.totalCents !== undefined && (
          <p>
            {t('calendar.details.total')}:{' '}
            <span className="font-semibold text-ink-900">
              {formatMoney(stretch.totalCents, lang)}
            </span>
          </p>
        )}
        {left && <p className="font-semibold text-amber-800">{left}</p>}
      </div>
      {stretch.kind === 'imported' && (
        <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {t('calendar.details.importedHint')}
        </p>
      )}
      {error !== null && <FormAlert>{apiErrorText(error, lang, t)}</FormAlert>}
      {stretch.kind === 'blocked' && (
        <Button variant="secondary" onClick={() => void unblock()} disabled={busy}>
          <LockOpen className="h-4 w-4" aria-hidden="true" />
          {busy ? t('calendar.details.unblocking') : t('calendar.details.unblock')}
        </Button>
      )}
      {(stretch.kind === 'accepted' || stretch.kind === 'pending') && (
        <LinkButton
          variant="ghost"
          className="ring-1 ring-ink-200"
          to={`/${lang}/backoffice/bookings?boat=${boatId}&status=${stretch.kind}`}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t('calendar.details.openBookings')}
        </LinkButton>
      )}
      {stretch.kind === 'group' && (
        <LinkButton
          variant="ghost"
          className="ring-1 ring-ink-200"
          to={`/${lang}/groups/${stretch.id}`}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t('calendar.details.openGroup')}
        </LinkButton>
      )}
    </div>
  );
}
