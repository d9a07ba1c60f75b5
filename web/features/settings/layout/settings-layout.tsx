import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Avatar } from '../../../components/ui/avatar';
import { SettingsSideNav, SettingsTabs, type TSettingsPage } from './settings-nav';

type TSettingsLayoutProps = {
  page: TSettingsPage;
  title: string;
  subtitle: string;
  /** who the settings belong to, for the side column; absent while loading */
  person?: { name: string; email: string; avatarUrl: string | null };
  children: ReactNode;
};

/**
 * The frame of the settings pages: a side navigation with the person on desktop, tabs on
 * phones, then the page's title and its cards.
 */
export function SettingsLayout({ page, title, subtitle, person, children }: TSettingsLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="bg-sand-50">
      <div className="mx-auto grid max-w-6xl gap-x-12 px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-8 lg:pt-14 lg:pb-24">
        <aside className="hidden lg:block">
          <div className="sticky top-28">
            <p className="px-3.5 text-xs font-bold tracking-widest text-ink-500 uppercase">
              {t('account.nav.title')}
            </p>
            <div className="mt-4 mb-6 flex items-center gap-3 px-3.5">
              {person ? (
                <>
                  <Avatar name={person.name} src={person.avatarUrl} size="lg" className="ring-0" />
                  <div className="min-w-0">
                    <p className="truncate text-base font-bold text-ink-900">{person.name}</p>
                    <p className="truncate text-[13px] text-ink-500">{person.email}</p>
                  </div>
                </>
              ) : (
                <PersonPlaceholder />
              )}
            </div>
            <SettingsSideNav current={page} />
          </div>
        </aside>
        <div className="min-w-0">
          <div className="lg:hidden">
            <p className="mb-3 text-xs font-bold tracking-widest text-ink-500 uppercase">
              {t('account.nav.title')}
            </p>
            <SettingsTabs current={page} />
          </div>
          <header className="mt-7 mb-6 lg:mt-0 lg:mb-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
              {title}
            </h1>
            <p className="mt-2 max-w-2xl text-base leading-relaxed text-ink-600">{subtitle}</p>
          </header>
          <div className="flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

function PersonPlaceholder() {
  return (
    <div
      className="flex w-full animate-pulse items-center gap-3 motion-reduce:animate-none"
      aria-hidden="true"
    >
      <span className="h-12 w-12 shrink-0 rounded-full bg-ink-200/70" />
      <span className="flex-1 space-y-2">
        <span className="block h-3.5 w-28 rounded bg-ink-200/70" />
        <span className="block h-3 w-36 rounded bg-ink-200/50" />
      </span>
    </div>
  );
}

/** Placeholder cards while the page's data loads (server render and first paint). */
export function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <p className="sr-only" role="status">
        {t('account.loading')}
      </p>
      {[0, 1].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="animate-pulse rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-900/[0.07] motion-reduce:animate-none sm:p-7"
        >
          <div className="h-5 w-40 rounded bg-ink-100" />
          <div className="mt-3 h-3.5 w-2/3 rounded bg-ink-100/80" />
          <div className="mt-7 grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="h-12 rounded-xl bg-ink-50 ring-1 ring-ink-100" />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
