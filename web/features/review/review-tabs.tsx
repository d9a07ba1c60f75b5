import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang';
import { reviewStatuses, type TReviewStatus } from './api';

/** The status filter as links (`?status=`), so each list has its own URL; the queue first. */
export function ReviewTabs({
  current,
  counts,
}: {
  current: TReviewStatus;
  counts: Record<TReviewStatus, number>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={t('review.tabsLabel')}>
      <ul className="grid grid-cols-2 gap-1 rounded-3xl bg-white p-1 shadow-card ring-1 ring-ink-900/5 sm:inline-flex sm:rounded-full">
        {reviewStatuses.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                to={`/${lang}/backoffice/review?status=${status}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`flex h-10 items-center justify-between gap-2 rounded-full px-4 text-sm font-semibold transition-colors sm:justify-start ${
                  active ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100'
                }`}
              >
                {t(`review.status.${status}`)}
                <span
                  className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-bold tabular-nums ${
                    active
                      ? 'bg-white/20 text-white'
                      : status === 'pending_review' && counts[status] > 0
                        ? 'bg-coral-600 text-white'
                        : 'bg-ink-100 text-ink-600'
                  }`}
                >
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
