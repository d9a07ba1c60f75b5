import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TBoatSearchFilters } from '../../../shared/search';
import { useLang } from '../../lib/lang';
import { pageWindow } from './page-window';
import { searchHref } from './search-url';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Links to the pages of results (plain links: they work before hydration and for crawlers). */
export function Pagination({ filters, total }: { filters: TBoatSearchFilters; total: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pages = Math.ceil(total / filters.pageSize);
  if (pages <= 1) return null;
  const current = Math.min(filters.page, pages);
  const href = (page: number) => searchHref(lang, { ...filters, page });
  return (
    <nav
      aria-label={t('search.pagination.label')}
      className="mt-12 flex flex-col items-center gap-3"
    >
      <ul className="flex items-center gap-1">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} className={`${cell} gap-1 text-ink-900 hover:bg-ink-100`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{t('search.pagination.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(current, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-400">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={t('search.pagination.page', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={`${cell} ${page === current ? 'bg-ink-900 text-white' : 'text-ink-900 hover:bg-ink-100'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link to={href(current + 1)} className={`${cell} gap-1 text-ink-900 hover:bg-ink-100`}>
              <span className="max-sm:sr-only">{t('search.pagination.next')}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-ink-500">
        {t('search.pagination.status', { page: current, pages })}
      </p>
    </nav>
  );
}
