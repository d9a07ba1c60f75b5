import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { useLang } from '../../lib/lang';
import { adminPaths, cancelGroupAsAdmin, type TAdminGroupDetail } from './api';
import { formatDay, money, shortId } from './format';
import { Ledger } from './ledger';
import { AdminMain, Badge, Card, LoadState, PageIntro, statusTone, td, th } from './parts';
import { ReasonDialog } from './reason-dialog';
import { useApiData } from './use-api-data';

/** One group for an admin: members with their charges and refunds, the ledger, cancel. */
export function AdminGroupDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useApiData<TAdminGroupDetail>(adminPaths.group(id));
  const [status, setStatus] = useState<TStatus>(null);
  const group = detail.data;
  const cancel = async (reason: string) => {
    const before = group!.totals.refundedCents;
    const canceled = await cancelGroupAsAdmin(id, reason);
    detail.setData(canceled);
    setStatus({
      tone: 'success',
      text: t('admin.group.canceled', {
        amount: money(canceled.totals.refundedCents - before, lang),
      }),
    });
  };
  return (
    <AdminMain>
      <LoadState
        loading={detail.loading && !group}
        failure={detail.failure}
        reload={detail.reload}
      />
      {group && (
        <>
          <PageIntro
            title={t('admin.group.title', { name: group.name })}
            intro={`${shortId(group.id)} · ${group.boat.name} · ${formatDay(group.sailDate, lang)} · ${group.seatsTaken} / ${group.numberOfPeople}`}
            aside={
              <Badge tone={statusTone[group.status]!}>
                {t(`admin.bookings.groupStatuses.${group.status}`)}
              </Badge>
            }
          />
          <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_340px]">
            <div className="flex min-w-0 flex-col gap-6">
              <Card className="overflow-hidden">
                <h2 className="px-6 pt-6 pb-3 text-lg font-bold text-ink-900">
                  {t('admin.group.members')}
                </h2>
                <div className="overflow-x-auto border-t border-ink-100">
                  <table className="w-full min-w-[520px]">
                    <thead className="bg-ink-50/60">
                      <tr>
                        <th scope="col" className={th}>
                          {t('admin.users.columns.user')}
                        </th>
                        <th scope="col" className={th}>
                          {t('admin.bookings.columns.seats')}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t('admin.group.charged')}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t('admin.group.refunded')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-ink-100">
                      {group.members.map((m) => (
                        <tr key={`${m.id}:${m.joinedAt}`}>
                          <td className={td}>
                            <Link
                              to={`/${lang}/backoffice/users/${m.id}`}
                              className="font-semibold text-ink-900 underline-offset-4 hover:underline"
                            >
                              {m.name}
                            </Link>
                            <p className="text-xs text-ink-600">
                              {m.email}
                              {m.leftAt
                                ? ` · ${t('admin.group.left')} ${formatDay(m.leftAt, lang)}`
                                : ''}
                            </p>
                          </td>
                          <td className={td}>{t('admin.group.seats', { count: m.seats })}</td>
                          <td className={`${td} text-right tabular-nums`}>
                            {money(m.chargedCents, lang)}
                          </td>
                          <td className={`${td} text-right tabular-nums`}>
                            {money(m.refundedCents, lang)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
              <Ledger lines={group.ledger} totals={group.totals} />
            </div>
            <div className="order-first flex flex-col gap-6 lg:order-none">
              <Card className="p-6">
                <dl className="grid gap-4 text-sm">
                  <div>
                    <dt className="text-ink-600">{t('admin.bookings.columns.creator')}</dt>
                    <dd>
                      <Link
                        to={`/${lang}/backoffice/users/${group.creator.id}`}
                        className="font-semibold text-ink-900 underline-offset-4 hover:underline"
                      >
                        {group.creator.name}
                      </Link>
                      <span className="block break-words text-ink-600">{group.creator.email}</span>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-600">{t('admin.bookings.columns.total')}</dt>
                    <dd className="font-semibold text-ink-900 tabular-nums">
                      {money(group.pricePerPersonCents, lang)} × {group.numberOfPeople}
                    </dd>
                  </div>
                </dl>
                {group.bookingId && (
                  <Link
                    to={`/${lang}/backoffice/all-bookings/${group.bookingId}`}
                    className="mt-4 inline-block text-sm font-semibold text-sea-700 underline underline-offset-4"
                  >
                    {t('admin.group.openBooking')}
                  </Link>
                )}
              </Card>
              <Card className="p-6">
                <StatusMessage status={status} />
                {group.cancelable ? (
                  <ReasonDialog
                    trigger={
                      <Button>
                        <Undo2 className="h-4 w-4" aria-hidden="true" />
                        {t('admin.group.cancel')}
                      </Button>
                    }
                    title={t('admin.group.cancelTitle')}
                    description={t('admin.group.cancelText')}
                    confirmLabel={t('admin.group.cancel')}
                    onConfirm={cancel}
                  />
                ) : (
                  !status && (
                    <p className="text-sm text-ink-600">{t('admin.group.notCancelable')}</p>
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
