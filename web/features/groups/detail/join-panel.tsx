import { CircleCheck, LogIn } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../../shared/money';
import type { TGroup } from '../../../../shared/schemas/group';
import { Button } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import { paidCents } from '../format';
import { DeadlineBadge } from '../ui/deadline-badge';
import { SeatsBar } from '../ui/seats-bar';
import { JoinForm } from './join-form';
import { MembershipCard } from './membership-card';

export type TNotice = { kind: 'joined' | 'left'; amountCents: number } | null;

/**
 * The page's side card: the price per person, how full the group is and how long it has, then
 * what the viewer can do: join (or log in to join), see their membership and leave, or read why
 * the group takes nobody else.
 */
export function JoinPanel({
  group,
  now,
  notice,
  onChange,
  onLogin,
}: {
  group: TGroup;
  now: number;
  notice: TNotice;
  onChange: (group: TGroup, notice: TNotice) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const me = group.me;
  const joinable = group.status === 'open' && group.seatsLeft > 0 && !me;
  return (
    <div className="rounded-3xl bg-white p-5 shadow-float ring-1 ring-ink-900/5 sm:p-6">
      {group.status === 'open' && (
        <div className="mb-3">
          <DeadlineBadge deadline={group.deadline} now={now} />
        </div>
      )}
      <p className="whitespace-nowrap">
        <span className="text-3xl font-extrabold tracking-tight text-ink-900 tabular-nums">
          {formatMoney(group.pricePerPersonCents, lang)}
        </span>{' '}
        <span className="text-ink-600">{t('groups.card.perPerson')}</span>
      </p>
      <p className="mt-1 text-sm text-ink-500">{t('groups.page.priceIncludes')}</p>
      <div className="mt-5">
        <SeatsBar taken={group.seatsTaken} total={group.numberOfPeople} />
      </div>
      {notice && (
        <p
          role="status"
          className="mt-5 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-600/20"
        >
          <CircleCheck className="mt-px h-4 w-4 shrink-0" aria-hidden="true" />
          {t(`groups.notice.${notice.kind}`, { amount: formatMoney(notice.amountCents, lang) })}
        </p>
      )}
      <div className="mt-6 border-t border-ink-100 pt-6">
        {me ? (
          <MembershipCard
            group={group}
            me={me}
            onLeft={(next) =>
              onChange(next, {
                kind: 'left',
                amountCents: paidCents(me.payments, me.firstPaymentCents),
              })
            }
          />
        ) : joinable && user ? (
          <JoinForm
            group={group}
            onLogin={onLogin}
            onJoined={(next) =>
              onChange(next, { kind: 'joined', amountCents: next.me?.firstPaymentCents ?? 0 })
            }
          />
        ) : joinable ? (
          <div>
            <h2 className="text-xl font-bold text-ink-900">{t('groups.join.title')}</h2>
            <p className="mt-2 text-[15px] leading-relaxed text-ink-600">
              {t('groups.join.loginFirst', { percent: group.firstPaymentPercent })}
            </p>
            <Button size="lg" className="mt-5 w-full" onClick={onLogin}>
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {t('groups.join.login')}
            </Button>
          </div>
        ) : (
          <p className="text-[15px] leading-relaxed text-ink-600">
            {t(`groups.join.closed.${group.status === 'open' ? 'full' : group.status}`)}
          </p>
        )}
      </div>
    </div>
  );
}
