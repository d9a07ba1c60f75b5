import { LoaderCircle, RotateCw, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { inputBase, inputTone, labelClass } from '../../components/ui/field-styles';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';

/** The page's eyebrow, title and one line of intro. */
export function PageIntro({
  title,
  intro,
  aside,
}: {
  title: string;
  intro?: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">
          {t('admin.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words text-ink-900">
          {title}
        </h1>
        {intro && <p className="mt-2 max-w-2xl text-base text-ink-600">{intro}</p>}
      </div>
      {aside}
    </div>
  );
}

/** A page of the admin back office: the frame's width, room around. */
export function AdminMain({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10">{children}</div>
  );
}

/** Loading, or the failure with a way to try again; nothing once loaded. */
export function LoadState({
  loading,
  failure,
  reload,
}: {
  loading: boolean;
  failure: unknown;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (failure)
    return (
      <div role="alert" className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-900/5">
        <p className="font-semibold text-ink-900">{t('admin.loadFailed')}</p>
        <p className="mt-1 text-sm text-ink-600">{apiErrorText(failure, lang, t)}</p>
        <Button variant="secondary" className="mt-4" onClick={reload}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (loading)
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-sm font-semibold text-ink-600">
        <LoaderCircle className="h-5 w-5 animate-spin text-sea-700" aria-hidden="true" />
        {t('admin.loading')}
      </p>
    );
  return null;
}

/** The filters of a list, kept in the query string (a change goes back to page 1). */
export function useFilters(names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setParams(next, { replace: true });
  };
  return { values, page, set, params };
}

/** A search box that applies on submit. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="admin-q" className={`mb-1.5 block ${labelClass}`}>
          {label}
        </label>
        <input
          id="admin-q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputBase} ${inputTone(false)}`}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-12 shrink-0">
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('admin.search')}</span>
      </Button>
    </form>
  );
}

/** Page n of m with previous and next. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
      <p aria-live="polite">{t('admin.shown', { count: total })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('admin.previous')}
          </Button>
          <span>{t('admin.pageOf', { page, pages })}</span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('admin.next')}
          </Button>
        </div>
      )}
    </div>
  );
}

const tones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-coral-100 text-coral-700 ring-coral-600/20',
  blue: 'bg-sea-50 text-sea-900 ring-sea-600/20',
  grey: 'bg-ink-50 text-ink-700 ring-ink-600/15',
} as const;
export type TTone = keyof typeof tones;

export function Badge({ tone, children }: { tone: TTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export const statusTone: Record<string, TTone> = {
  pending: 'amber',
  accepted: 'green',
  enjoyed: 'blue',
  rejected: 'grey',
  expired: 'grey',
  canceled: 'red',
  open: 'blue',
  complete: 'amber',
  requested: 'amber',
  confirmed: 'green',
  sailed: 'grey',
  active: 'green',
  disabled: 'red',
  unverified: 'amber',
  deleted: 'grey',
};

/** A white card holding a table or a block of the page. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl bg-white shadow-card ring-1 ring-ink-900/5 ${className}`}>
      {children}
    </section>
  );
}

export function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!error) return null;
  return <FormAlert>{apiErrorText(error, lang, t)}</FormAlert>;
}

export const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-ink-600 uppercase';
export const td = 'px-4 py-3 align-top text-sm text-ink-800';
