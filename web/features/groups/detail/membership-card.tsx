import { LogOut, Ticket } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../../shared/money';
import type { TGroup } from '../../../../shared/schemas/group';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLang } from '../../../lib/lang';
import { leaveGroup } from '../api';
import { paidCents } from '../format';

type TMe = NonNullable<TGroup['me']>;

/**
 * The viewer's place in the group: seats and passengers, what was charged and what is left for
 * check-in, the payments made, and the way out while the group is open (the creator only when
 * alone: the group is then canceled).
 */
export function MembershipCard({
  group,
  me,
  onLeft,
}: {
  group: TGroup;
  me: TMe;
  onLeft: (group: TGroup) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const others = group.memberCount > 1;
  const canLeave = group.status === 'open' && !(me.isCreator && others);
  const refunds = me.payments.filter((p) => p.kind === 'refund' && p.status === 'succeeded');
  const paid = me.payments.filter((p) => p.kind !== 'refund' && p.status === 'succeeded');
  const refundable = formatMoney(paidCents(me.payments, me.firstPaymentCents), lang);
  return (
    <section aria-labelledby="me-title" className="space-y-5">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-600 text-white">
          <Ticket className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="me-title" className="text-xl font-bold text-ink-900">
            {me.isCreator ? t('groups.me.titleCreator') : t('groups.me.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('groups.me.seats', { count: me.seats })}</p>
        </div>
      </div>
      <ul className="divide-y divide-ink-100 rounded-2xl ring-1 ring-ink-100">
        {me.passengers.map((passenger, index) => (
          <li key={`${passenger.email}-${index}`} className="px-4 py-2.5 text-sm">
            <p className="font-semibold text-ink-900">{passenger.name}</p>
            <p className="truncate text-ink-500">{passenger.email}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 text-[15px]">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">
            {t('groups.me.charged', { percent: group.firstPaymentPercent })}
          </dt>
          <dd className="font-semibold text-ink-900 tabular-nums">
            {formatMoney(me.firstPaymentCents, lang)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">{t('groups.me.balance')}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">
            {formatMoney(me.balanceCents, lang)}
          </dd>
        </div>
        {refunds.length > 0 && (
          <div className="flex justify-between gap-3 text-emerald-700">
            <dt>{t('groups.me.refunded')}</dt>
            <dd className="font-semibold tabular-nums">
              {formatMoney(
                refunds.reduce((sum, p) => sum + p.amountCents, 0),
                lang,
              )}
            </dd>
          </div>
        )}
      </dl>
      {paid[0]?.card && (
        <p className="text-[13px] text-ink-500">
          {t('groups.me.card', {
            brand: paid[0].card.brand.toUpperCase(),
            last4: paid[0].card.last4,
          })}
        </p>
      )}
      {group.status === 'open' &&
        (canLeave ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="w-full ring-1 ring-ink-200">
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('groups.leave.button')}
              </Button>
            }
            title={t('groups.leave.title')}
            description={
              me.isCreator
                ? t('groups.leave.textCreator', { amount: refundable })
                : t('groups.leave.text', { amount: refundable })
            }
            confirmLabel={t('groups.leave.confirm')}
            cancelLabel={t('groups.leave.cancel')}
            onConfirm={async () => onLeft(await leaveGroup(group.id))}
          />
        ) : (
          <p className="rounded-xl bg-ink-50 px-4 py-3 text-[13px] leading-snug text-ink-600">
            {t('groups.leave.creatorStays')}
          </p>
        ))}
      {group.status !== 'open' && group.status !== 'canceled' && (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-[13px] leading-snug text-ink-600">
          {t('groups.leave.fixed')}
        </p>
      )}
    </section>
  );
}
