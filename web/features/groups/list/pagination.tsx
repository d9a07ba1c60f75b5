import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../../lib/lang';
import { groupsQuery, type TGroupFilters } from './filters';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, pages, current - 1, current, current + 1])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** Links to the pages of groups (plain links: they work before hydration and for crawlers). */
export function GroupsPagination({
  filters,
  page,
  pageSize,
  total,
}: {
  filters: TGroupFilters;
  page: number;
  pageSize: number;
  total: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const href = (n: number) => `/${lang}/groups${groupsQuery(filters, n)}`;
  return (
    <nav aria-label={t('groups.list.pagination')} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-1">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} className={`${cell} gap-1 text-ink-900 hover:bg-ink-100`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{t('groups.list.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(current, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-400">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t('groups.list.page', { page: n })}
                aria-current={n === current ? 'page' : undefined}
                className={`${cell} ${n === current ? 'bg-ink-900 text-white' : 'text-ink-900 hover:bg-ink-100'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {current < pages && (
          <li>
            <Link to={href(current + 1)} className={`${cell} gap-1 text-ink-900 hover:bg-ink-100`}>
              <span className="max-sm:sr-only">{t('groups.list.next')}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
