import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Avatar } from '../../components/ui/avatar';
import { useSession } from '../../lib/session-context';

// The menu (a Radix dropdown) loads only for logged-in users: the public pages stay light.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

export const userMenuTriggerClass = (tone: 'dark' | 'light') =>
  `group flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold transition-colors ${
    tone === 'light'
      ? 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20'
      : 'text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 hover:shadow-sm'
  }`;

/** The logged-in header's avatar, name and user menu; the same button while the menu loads. */
export function UserMenu({ tone }: { tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { displayName, avatarUrl } = useSession();
  const fallback = (
    // disabled for the instant the menu's code loads: a click then would open nothing
    <button type="button" className={userMenuTriggerClass(tone)} aria-haspopup="menu" disabled>
      <Avatar name={displayName} src={avatarUrl} size="sm" className="ring-0" />
      <span className="sr-only">{t('userMenu.open')}: </span>
      <span className="max-w-[10rem] truncate" data-testid="user-name">
        {displayName ?? t('session.loading')}
      </span>
      <ChevronDown className="h-4 w-4 opacity-70" aria-hidden="true" />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <UserMenuDropdown tone={tone} />
    </Suspense>
  );
}
