import { useTranslation } from '../../i18n/translation';
import { useLang } from '../../lib/lang';
import type { TLedgerLine, TLedgerSummary } from './api';
import { formatMoment, money } from './format';
import { Badge, Card, td, th } from './parts';

const kindTone = { charge: 'blue', refund: 'red', commission: 'amber', payout: 'green' } as const;

/** The money of a booking or group: sums (charged, card fees, refunded, commission, payout) and every row. */
export function Ledger({ lines, totals }: { lines: TLedgerLine[]; totals: TLedgerSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sums = [
    ['charged', totals.chargedCents],
    ['fees', totals.feeCents],
    ['refunded', totals.refundedCents],
    ['commission', totals.commissionCents],
    ['payout', totals.payoutCents],
  ] as const;
  return (
    <Card className="overflow-hidden">
      <h2 className="px-6 pt-6 text-lg font-bold text-ink-900">{t('admin.ledger.title')}</h2>
      <dl className="grid grid-cols-2 gap-3 p-6 sm:grid-cols-5" data-testid="ledger-totals">
        {sums.map(([key, cents]) => (
          <div key={key} className="rounded-2xl bg-sand-50 px-4 py-3">
            <dt className="text-xs font-bold tracking-wide text-ink-600 uppercase">
              {t(`admin.ledger.${key}`)}
            </dt>
            <dd className="mt-1 text-lg font-extrabold text-ink-900 tabular-nums">
              {money(cents, lang)}
            </dd>
          </div>
        ))}
      </dl>
      {lines.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-600">{t('admin.ledger.empty')}</p>
      ) : (
        <div className="overflow-x-auto border-t border-ink-100">
          <table className="w-full min-w-[560px]">
            <thead className="bg-ink-50/60">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.ledger.columns.when')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.ledger.columns.kind')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.ledger.columns.who')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('admin.ledger.columns.fee')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('admin.ledger.columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatMoment(line.createdAt, lang)}
                  </td>
                  <td className={td}>
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone={kindTone[line.kind]}>
                        {t(`admin.ledger.kinds.${line.kind}`)}
                      </Badge>
                      {line.status === 'failed' && (
                        <Badge tone="grey">
                          {t('admin.ledger.failed')}
                          {line.failureCode ? ` · ${line.failureCode}` : ''}
                        </Badge>
                      )}
                    </span>
                  </td>
                  <td className={td}>{line.user.name}</td>
                  <td className={`${td} text-right tabular-nums`}>
                    {line.feeCents ? money(line.feeCents, lang) : '—'}
                  </td>
                  <td
                    className={`${td} text-right font-semibold tabular-nums ${line.status === 'failed' ? 'text-ink-500 line-through' : ''}`}
                  >
                    {line.kind === 'refund' ? '−' : ''}
                    {money(line.amountCents, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
