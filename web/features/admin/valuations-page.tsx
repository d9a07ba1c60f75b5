import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import {
  adminPaths,
  isValuationStatus,
  queryOf,
  valuationStatuses,
  type TAdminValuation,
  type TAdminValuations,
} from './api';
import { AdminMain, Card, LoadState, PageIntro, Pager, SearchBox, useFilters } from './parts';
import { useApiData } from './use-api-data';
import { ValuationRow } from './valuation-row';

const filters = ['q', 'status'] as const;

const pill =
  'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap text-ink-700 ring-1 ring-ink-200 hover:ring-ink-400 aria-pressed:bg-ink-900 aria-pressed:text-white aria-pressed:ring-ink-900';

/**
 * The admins' moderation of valuations (issue 9): every valuation, filtered by status and a
 * search, newest first; hiding one (or showing it again) asks for the reason the audit log keeps.
 */
export function ValuationsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminValuations' });
  const { values, page, set } = useFilters(filters);
  const status = isValuationStatus(values.status) ? values.status : 'all';
  const q = values.q ?? '';
  const list = useApiData<TAdminValuations>(adminPaths.valuations(queryOf({ status, q, page })));
  const [message, setMessage] = useState<TStatus>(null);

  const changed = (next: TAdminValuation) => {
    setMessage({ tone: 'success', text: t(next.hidden ? 'hidden' : 'shown') });
    if (list.data)
      list.setData({
        ...list.data,
        items: list.data.items.map((item) => (item.id === next.id ? next : item)),
      });
  };

  return (
    <AdminMain>
      <PageIntro title={t('title')} intro={t('intro')} />
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end">
        <SearchBox
          key={q}
          label={t('searchLabel')}
          value={q}
          onSearch={(text) => {
            setMessage(null);
            set({ q: text });
          }}
        />
        <div
          role="group"
          aria-label={t('status')}
          className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1"
        >
          {valuationStatuses.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={status === choice}
              className={pill}
              onClick={() => {
                setMessage(null);
                set({ status: choice === 'all' ? '' : choice });
              }}
            >
              {t(`statuses.${choice}`)}
            </button>
          ))}
        </div>
      </div>
      <StatusMessage status={message} className="mt-4" />
      <LoadState loading={list.loading && !list.data} failure={list.failure} reload={list.reload} />
      {list.data && (
        <>
          <Card className="mt-4 overflow-hidden">
            {list.data.items.length === 0 ? (
              <p className="p-6 text-sm text-ink-600">{t('none')}</p>
            ) : (
              <ul className="divide-y divide-ink-100">
                {list.data.items.map((valuation) => (
                  <ValuationRow key={valuation.id} valuation={valuation} onChange={changed} />
                ))}
              </ul>
            )}
          </Card>
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(next) => set({ page: String(next) }, true)}
          />
        </>
      )}
    </AdminMain>
  );
}
