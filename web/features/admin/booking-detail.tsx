import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { useLang } from '../../lib/lang';
import { adminPaths, cancelBookingAsAdmin, type TAdminBookingDetail } from './api';
import { formatMoment, formatStay, money, shortId } from './format';
import { Ledger } from './ledger';
import { AdminMain, Badge, Card, LoadState, PageIntro, statusTone } from './parts';
import { ReasonDialog } from './reason-dialog';
import { useApiData } from './use-api-data';

/** One booking for an admin: parties, dates, the ledger, and cancel with a full refund. */
export function AdminBookingDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useApiData<TAdminBookingDetail>(adminPaths.booking(id));
  const [status, setStatus] = useState<TStatus>(null);
  const booking = detail.data;
  const cancel = async (reason: string) => {
    const before = booking!.totals.refundedCents;
    const canceled = await cancelBookingAsAdmin(id, reason);
    detail.setData(canceled);
    setStatus({
      tone: 'success',
      text: t('admin.booking.canceled', {
        amount: money(canceled.totals.refundedCents - before, lang),
      }),
    });
  };
  return (
    <AdminMain>
      <LoadState
        loading={detail.loading && !booking}
        failure={detail.failure}
        reload={detail.reload}
      />
      {booking && (
        <>
          <PageIntro
            title={t('admin.booking.title', { boat: booking.boat.name })}
            intro={`${shortId(booking.id)} · ${formatStay(booking.startDate, booking.endDate, lang)} · ${t('admin.booking.people', { count: booking.people })}`}
            aside={
              <Badge tone={statusTone[booking.status]!}>
                {t(`admin.bookings.statuses.${booking.status}`)}
              </Badge>
            }
          />
          <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_340px]">
            <div className="min-w-0">
              <Ledger lines={booking.ledger} totals={booking.totals} />
            </div>
            <div className="order-first flex flex-col gap-6 lg:order-none">
              <Card className="p-6">
                <dl className="grid gap-4 text-sm">
                  <Party label={t('admin.bookings.columns.client')} party={booking.client} />
                  <Party label={t('admin.bookings.columns.owner')} party={booking.owner} />
                  <div>
                    <dt className="text-ink-600">{t('admin.bookings.columns.total')}</dt>
                    <dd className="text-lg font-extrabold text-ink-900 tabular-nums">
                      {money(booking.totalCents, lang)}
                    </dd>
                  </div>
                </dl>
                {booking.checkedInAt && (
                  <p className="mt-4 text-sm font-semibold text-ink-800">
                    {t('admin.booking.checkedIn')} · {formatMoment(booking.checkedInAt, lang)}
                  </p>
                )}
                {booking.canceledBy && booking.canceledAt && (
                  <p className="mt-4 text-sm font-semibold text-coral-700">
                    {t(`admin.booking.canceledBy.${booking.canceledBy}`)} ·{' '}
                    {formatMoment(booking.canceledAt, lang)}
                  </p>
                )}
                {booking.groupId && (
                  <Link
                    to={`/${lang}/backoffice/all-bookings/groups/${booking.groupId}`}
                    className="mt-4 inline-block text-sm font-semibold text-sea-700 underline underline-offset-4"
                  >
                    {t('admin.booking.openGroup')}
                  </Link>
                )}
              </Card>
              <Card className="p-6">
                <StatusMessage status={status} />
                {booking.cancelable ? (
                  <ReasonDialog
                    trigger={
                      <Button>
                        <Undo2 className="h-4 w-4" aria-hidden="true" />
                        {t('admin.booking.cancel')}
                      </Button>
                    }
                    title={t('admin.booking.cancelTitle')}
                    description={t('admin.booking.cancelText')}
                    confirmLabel={t('admin.booking.cancel')}
                    onConfirm={cancel}
                  />
                ) : (
                  !status && (
                    <p className="text-sm text-ink-600">{t('admin.booking.notCancelable')}</p>
                  )
                )}
              </Card>
            </div>
          </div>
        </>
      )}
    </AdminMain>
  );
}

function Party({
  label,
  party,
}: {
  label: string;
  party: { id: string; name: string; email: string };
}) {
  const lang = useLang();
  return (
    <div>
      <dt className="text-ink-600">{label}</dt>
      <dd>
        <Link
          to={`/${lang}/backoffice/users/${party.id}`}
          className="font-semibold text-ink-900 underline-offset-4 hover:underline"
        >
          {party.name}
        </Link>
        <span className="block break-words text-ink-600">{party.email}</span>
      </dd>
    </div>
  );
}
