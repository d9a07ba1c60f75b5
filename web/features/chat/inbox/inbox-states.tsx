import { CloudOff, Inbox, MailCheck, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';

/** Rows in the list's shape while it loads. */
export function InboxSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.list' });
  return (
    <>
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <ul
        aria-hidden="true"
        className="animate-pulse divide-y divide-ink-100 motion-reduce:animate-none"
      >
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="flex gap-4 px-4 py-4">
            <span className="h-12 w-12 shrink-0 rounded-full bg-ink-100" />
            <span className="flex-1 space-y-2 pt-1">
              <span className="flex justify-between gap-4">
                <span className="h-3.5 w-28 rounded bg-ink-100" />
                <span className="h-3 w-10 rounded bg-ink-100/80" />
              </span>
              <span className="block h-3 w-40 rounded bg-ink-100/80" />
              <span className="block h-3 w-3/4 rounded bg-ink-100/60" />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Empty({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center sm:py-20">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-sea-50 text-sea-700">
        {icon}
      </span>
      <h2 className="mt-5 text-lg font-bold text-ink-900">{title}</h2>
      <p className="mt-1.5 max-w-sm text-[15px] leading-relaxed text-ink-600">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** Nothing to show: no conversation at all, none for the search, or none unread. */
export function InboxEmpty({
  q,
  unreadOnly,
  support,
}: {
  q: string;
  unreadOnly: boolean;
  support: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.empty' });
  const lang = useLang();
  const icon = 'h-7 w-7';
  if (q)
    return (
      <Empty
        icon={<SearchX className={icon} aria-hidden="true" />}
        title={t('searchTitle', { q })}
        text={t('searchText')}
      />
    );
  if (unreadOnly)
    return (
      <Empty
        icon={<MailCheck className={icon} aria-hidden="true" />}
        title={t('unreadTitle')}
        text={t('unreadText')}
        action={
          <Link
            to="?"
            replace
            className="rounded-full px-1 text-sm font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900"
          >
            {t('showAll')}
          </Link>
        }
      />
    );
  if (support)
    return (
      <Empty
        icon={<Inbox className={icon} aria-hidden="true" />}
        title={t('supportTitle')}
        text={t('supportText')}
      />
    );
  return (
    <Empty
      icon={<Inbox className={icon} aria-hidden="true" />}
      title={t('title')}
      text={t('text')}
      action={
        <LinkButton to={`/${lang}/boats`} variant="secondary">
          {t('cta')}
        </LinkButton>
      }
    />
  );
}

/** The list could not be loaded: say so and offer to try again. */
export function InboxLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inbox.list' });
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <CloudOff className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-5 text-[15px] font-semibold text-ink-800">{t('loadError')}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}
