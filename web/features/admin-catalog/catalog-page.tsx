import { Plus, RotateCw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import {
  catalogKinds,
  isCatalogKind,
  type TCatalogKind,
} from '../../../shared/schemas/admin-catalog';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { StatusMessage, type TStatus } from '../../components/ui/status-message';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { CatalogTable } from './catalog-table';
import { EntryDialog } from './entry-dialog';
import { entryName } from './fields';
import { useCatalog } from './use-catalog';

const tabClass =
  'inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap text-ink-700 ring-1 ring-ink-200 hover:ring-ink-400 aria-selected:bg-ink-900 aria-selected:text-white aria-selected:ring-ink-900';

/**
 * The catalogues admins keep (issue 8): one tab per catalogue (kept in `?kind=`), a table of its
 * entries with their use, and dialogs to add, edit and delete.
 */
export function CatalogPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCatalog' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('kind');
  const kind: TCatalogKind = isCatalogKind(wanted) ? wanted : 'boat-type';
  const data = useCatalog(kind);
  const [status, setStatus] = useState<TStatus>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: TCatalogKind) => {
    setStatus(null);
    setParams({ kind: next }, { replace: true, preventScrollReset: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (catalogKinds.indexOf(kind) + step + catalogKinds.length) % catalogKinds.length;
    select(catalogKinds[index]!);
    tabs.current[index]?.focus();
  };
  const saved =
    (key: 'saved' | 'created' | 'deleted') =>
    (entry: { slug: string } & Record<string, unknown>) => {
      setStatus({ tone: 'success', text: t(key, { name: entryName(entry as never, lang) }) });
      data.reload();
    };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-600">{t('intro')}</p>
        </div>
        <EntryDialog
          key={kind}
          kind={kind}
          entry={null}
          parents={data.parents}
          onSaved={saved('created')}
          trigger={
            <Button variant="secondary" className="self-start sm:self-auto">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('add', { kind: t(`singular.${kind}`) })}
            </Button>
          }
        />
      </div>

      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        onKeyDown={onKeyDown}
        className="-mx-4 mt-8 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {catalogKinds.map((each, index) => (
          <button
            key={each}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`catalog-tab-${each}`}
            aria-selected={each === kind}
            aria-controls="catalog-panel"
            tabIndex={each === kind ? 0 : -1}
            onClick={() => select(each)}
            className={tabClass}
          >
            {t(`kinds.${each}`)}
          </button>
        ))}
      </div>

      <section
        id="catalog-panel"
        role="tabpanel"
        aria-labelledby={`catalog-tab-${kind}`}
        className="mt-6"
      >
        <StatusMessage status={status} className="mb-4" />
        {data.failure !== null ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert>{apiErrorText(data.failure, lang, tAll)}</FormAlert>
            <Button variant="ghost" className="ring-1 ring-ink-200" onClick={data.reload}>
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              {t('retry')}
            </Button>
          </div>
        ) : data.loading && data.entries.length === 0 ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('loading')}</span>
            {[0, 1, 2, 3].map((n) => (
              <div
                key={n}
                className="h-14 animate-pulse rounded-xl bg-white ring-1 ring-ink-900/5"
              />
            ))}
          </div>
        ) : data.entries.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-900/5">
            {t('empty')}
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600">
              {t('count', { count: data.entries.length })}
            </p>
            <CatalogTable
              kind={kind}
              entries={data.entries}
              parents={data.parents}
              onSaved={saved('saved')}
              onDeleted={saved('deleted')}
            />
          </>
        )}
      </section>
    </div>
  );
}
