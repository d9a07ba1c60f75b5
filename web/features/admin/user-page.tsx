import { Ban, CheckCircle2, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import {
  adminPaths,
  adminRoles,
  changeRole,
  setDisabled,
  type TAdminRole,
  type TAdminUser,
  type TAdminUserDetail,
} from './api';
import { formatDay, formatStay, money } from './format';
import { AdminMain, Badge, Card, ErrorLine, LoadState, PageIntro, statusTone } from './parts';
import { ReasonDialog } from './reason-dialog';
import { useApiData } from './use-api-data';
import { userStatus } from './user-status';

const adminOnly: readonly TAdminRole[] = ['admin', 'superAdmin'];

/** One user: who they are, their activity, their role and whether they may log in. */
export function UserPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useApiData<TAdminUserDetail>(adminPaths.user(id));
  const user = detail.data;
  const apply = (changed: TAdminUser) => {
    if (user) detail.setData({ ...user, ...changed });
  };
  return (
    <AdminMain>
      <LoadState
        loading={detail.loading && !user}
        failure={detail.failure}
        reload={detail.reload}
      />
      {user && (
        <>
          <PageIntro
            title={`${user.name} ${user.surname}`.trim()}
            intro={user.email}
            aside={
              <Badge tone={statusTone[userStatus(user)]!}>
                {t(`admin.users.statuses.${userStatus(user)}`)}
              </Badge>
            }
          />
          <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_380px]">
            <div className="flex min-w-0 flex-col gap-6">
              <Card className="p-6">
                <dl className="grid grid-cols-3 gap-4 text-center">
                  {(['boats', 'bookings', 'groups'] as const).map((key) => (
                    <div key={key} className="rounded-2xl bg-sand-50 p-4">
                      <dt className="text-xs font-bold tracking-wide text-ink-600 uppercase">
                        {t(`admin.user.counts.${key}`)}
                      </dt>
                      <dd className="mt-1 text-2xl font-extrabold text-ink-900 tabular-nums">
                        {user.counts[key]}
                      </dd>
                    </div>
                  ))}
                </dl>
                <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
                  <Fact
                    label={t('admin.users.columns.role')}
                    value={t(`admin.roles.${user.role}`)}
                  />
                  <Fact
                    label={t('admin.users.columns.created')}
                    value={formatDay(user.createdAt, lang)}
                  />
                  <Fact
                    label={t('admin.user.email')}
                    value={user.verified ? t('admin.user.verified') : t('admin.user.notVerified')}
                  />
                  <Fact label={t('admin.user.language')} value={user.locale.toUpperCase()} />
                  {user.phone && <Fact label={t('admin.user.phone')} value={user.phone} />}
                  {user.companyName && (
                    <Fact label={t('admin.user.company')} value={user.companyName} />
                  )}
                </dl>
              </Card>
              <Card className="p-6">
                <h2 className="text-lg font-bold text-ink-900">{t('admin.user.latest')}</h2>
                {user.latestBookings.length === 0 ? (
                  <p className="mt-2 text-sm text-ink-600">{t('admin.user.noBookings')}</p>
                ) : (
                  <ul className="mt-3 divide-y divide-ink-100">
                    {user.latestBookings.map((booking) => (
                      <li key={booking.id} className="flex flex-wrap items-center gap-3 py-3">
                        <Link
                          to={`/${lang}/backoffice/all-bookings/${booking.id}`}
                          className="min-w-0 flex-1 font-semibold text-ink-900 underline-offset-4 hover:underline"
                        >
                          {booking.boatName}
                          <span className="block text-sm font-normal text-ink-600">
                            {formatStay(booking.startDate, booking.endDate, lang)}
                          </span>
                        </Link>
                        <span className="text-sm font-semibold text-ink-900 tabular-nums">
                          {money(booking.totalCents, lang)}
                        </span>
                        <Badge tone={statusTone[booking.status]!}>
                          {t(`admin.bookings.statuses.${booking.status}`)}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
            <div className="flex flex-col gap-6">
              {user.deletedAt ? (
                <Card className="p-6 text-sm text-ink-600">{t('admin.user.deleted')}</Card>
              ) : (
                <>
                  <RoleCard user={user} onChanged={apply} />
                  <AccessCard user={user} onChanged={apply} />
                </>
              )}
              <Card className="p-6">
                <h2 className="flex items-center gap-2 text-lg font-bold text-ink-900">
                  <LifeBuoy className="h-5 w-5 text-sea-700" aria-hidden="true" />
                  {t('admin.user.support')}
                </h2>
                {user.supportConversationId ? (
                  <Link
                    to={`/${lang}/backoffice/support/${user.supportConversationId}`}
                    className="mt-2 inline-block text-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-800"
                  >
                    {t('admin.user.openSupport')}
                  </Link>
                ) : (
                  <p className="mt-2 text-sm text-ink-600">{t('admin.user.noSupport')}</p>
                )}
              </Card>
            </div>
          </div>
        </>
      )}
    </AdminMain>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-semibold break-words text-ink-900">{value}</dd>
    </div>
  );
}

/** The role select: an admin offers client and shipowner, a superAdmin every role. */
function RoleCard({
  user,
  onChanged,
}: {
  user: TAdminUserDetail;
  onChanged: (user: TAdminUser) => void;
}) {
  const { t } = useTranslation();
  const viewer = useSession().user;
  const isSuper = viewer?.role === 'superAdmin';
  const [role, setRole] = useState<TAdminRole>(user.role);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<TStatus>(null);
  const locked = !isSuper && adminOnly.includes(user.role);
  const options = adminRoles.filter((r) => isSuper || !adminOnly.includes(r) || r === user.role);
  const save = async () => {
    setBusy(true);
    setFailure(null);
    setStatus(null);
    try {
      const changed = await changeRole(user.id, role);
      onChanged(changed);
      setStatus({
        tone: 'success',
        text: t('admin.user.roleSaved', { role: t(`admin.roles.${changed.role}`) }),
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <ShieldCheck className="h-5 w-5 text-sea-700" aria-hidden="true" />
        {t('admin.user.roleTitle')}
      </h2>
      <SelectField
        className="mt-4"
        label={t('admin.user.roleLabel')}
        hint={isSuper ? undefined : t('admin.user.roleHint')}
        value={role}
        disabled={locked}
        onChange={(event) => setRole(event.target.value as TAdminRole)}
      >
        {options.map((r) => (
          <option key={r} value={r}>
            {t(`admin.roles.${r}`)}
          </option>
        ))}
      </SelectField>
      {failure !== null && (
        <div className="mt-3">
          <ErrorLine error={failure} />
        </div>
      )}
      <StatusMessage status={status} className="mt-3" />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={busy || locked || role === user.role}
        onClick={() => void save()}
      >
        {t('admin.user.saveRole')}
      </Button>
    </Card>
  );
}

/** Disable (ends every session at once) or enable, with a reason for the audit log. */
function AccessCard({
  user,
  onChanged,
}: {
  user: TAdminUserDetail;
  onChanged: (user: TAdminUserDetail) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<TStatus>(null);
  const name = `${user.name} ${user.surname}`.trim();
  const disabled = user.disabledAt !== null;
  const act = async (reason: string) => {
    const changed = await setDisabled(user.id, !disabled, reason);
    onChanged({ ...user, ...changed, disabledReason: disabled ? null : reason });
    setStatus({
      tone: 'success',
      text: t(disabled ? 'admin.user.enabled' : 'admin.user.disabled'),
    });
  };
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink-900">{t('admin.user.accessTitle')}</h2>
      {disabled ? (
        <div className="mt-2 text-sm text-ink-700">
          <p className="font-semibold text-coral-700">
            {t('admin.user.disabledSince', { date: formatDay(user.disabledAt!, lang) })}
          </p>
          {user.disabledReason && (
            <p className="mt-1">
              {t('admin.user.disabledReason', { reason: user.disabledReason })}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-600">{t('admin.user.activeText')}</p>
      )}
      <StatusMessage status={status} className="mt-3" />
      <ReasonDialog
        trigger={
          <Button variant={disabled ? 'secondary' : 'primary'} className="mt-4">
            {disabled ? (
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Ban className="h-4 w-4" aria-hidden="true" />
            )}
            {t(disabled ? 'admin.user.enable' : 'admin.user.disable')}
          </Button>
        }
        title={t(disabled ? 'admin.user.enableTitle' : 'admin.user.disableTitle', { name })}
        description={t(disabled ? 'admin.user.enableText' : 'admin.user.disableText')}
        confirmLabel={t(disabled ? 'admin.user.enable' : 'admin.user.disable')}
        reasonRequired={!disabled}
        onConfirm={act}
      />
    </Card>
  );
}
