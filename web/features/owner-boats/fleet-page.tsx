import { LoaderCircle, Plus, Sailboat } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { fetchOwnerBoats, type TOwnerBoat, type TOwnerBoatStatus } from './api';
import { BoatRow } from './boat-row';

const filters = [
  null,
  'published',
  'unpublished',
  'pending_review',
  'rejected',
  'removed',
] as const;

type TState = {
  items: TOwnerBoat[];
  total: number;
  page: number;
  loading: boolean;
  failure: unknown;
};

/** The owner's boats (an admin's: all), with their status and what can be done with each. */
export function FleetPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'addBoat.fleet' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<TOwnerBoatStatus | null>(null);
  const [state, setState] = useState<TState>({
    items: [],
    total: 0,
    page: 0,
    loading: true,
    failure: null,
  });

  const load = useCallback(async (page: number, filter: TOwnerBoatStatus | null) => {
    setState((s) => ({ ...s, loading: true, failure: null }));
    try {
      const result = await fetchOwnerBoats(page, filter);
      setState((s) => ({
        items: page === 1 ? result.items : [...s.items, ...result.items],
        total: result.total,
        page,
        loading: false,
        failure: null,
      }));
    } catch (failure) {
      setState((s) => ({ ...s, loading: false, failure }));
    }
  }, []);

  useEffect(() => void load(1, status), [load, status]);

  const markStatus = (id: string, next: TOwnerBoatStatus) =>
    setState((s) => ({
      ...s,
      items: s.items.map((b) => (b.id === id ? { ...b, status: next } : b)),
    }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {t('title')}
          </h1>
        </div>
        <LinkButton to={`/${lang}/backoffice/boats/new`} variant="primary" size="lg">
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('add')}
        </LinkButton>
      </div>
      <div
        role="group"
        aria-label={t('filter')}
        className="mt-6 -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {filters.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className="h-10 shrink-0 rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:ring-ink-400 aria-pressed:bg-ink-900 aria-pressed:text-white aria-pressed:ring-ink-900"
          >
            {value === 'unpublished'
              ? tAll('earnings.fleet.unpublished')
              : value
                ? t(`status.${value}`)
                : t('all')}
          </button>
        ))}
      </div>
      {state.failure !== null && (
        <div className="mt-6">
          <FormAlert>{apiErrorText(state.failure, lang, tAll)}</FormAlert>
        </div>
      )}
      {!state.loading && state.failure === null && state.items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-ink-900/[0.07]">
          <Sailboat className="h-10 w-10 text-sea-700" aria-hidden="true" />
          <p className="mt-4 text-lg font-bold text-ink-900">
            {status ? t('noneWithStatus') : t('empty')}
          </p>
          {!status && <p className="mt-1 text-ink-600">{t('emptyText')}</p>}
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-busy={state.loading}>
          {state.items.map((boat) => (
            <BoatRow key={boat.id} boat={boat} onChanged={(next) => markStatus(boat.id, next)} />
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-col items-center gap-3" aria-live="polite">
        {state.loading ? (
          <span role="status">
            <LoaderCircle className="h-6 w-6 animate-spin text-sea-700" aria-hidden="true" />
            <span className="sr-only">{t('loading')}</span>
          </span>
        ) : (
          state.items.length > 0 && (
            <p className="text-sm text-ink-500">
              {t('shown', { count: state.items.length, total: state.total })}
            </p>
          )
        )}
        {!state.loading && state.items.length < state.total && (
          <button
            type="button"
            onClick={() => void load(state.page + 1, status)}
            className="h-11 rounded-full bg-white px-5 text-sm font-semibold text-ink-900 ring-1 ring-ink-300 hover:ring-ink-900"
          >
            {t('more')}
          </button>
        )}
      </div>
    </div>
  );
}
