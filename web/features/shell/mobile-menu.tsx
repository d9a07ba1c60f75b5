import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Avatar } from '../../components/ui/avatar';
import { useSession } from '../../lib/session-context';

// The sheet (Radix Dialog) loads on first open: most visits never open it.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/** The mobile menu button; the sheet from the right has the same actions as the desktop header. */
export function MobileMenu({ tone, loginHref }: { tone: 'dark' | 'light'; loginHref: string }) {
  const { t } = useTranslation();
  const { user, displayName, avatarUrl } = useSession();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={`inline-flex h-10 items-center justify-center gap-1.5 rounded-full ${user ? 'pr-1 pl-2.5 ring-1' : 'w-10'} ${tone === 'light' ? 'text-white ring-white/40 hover:bg-white/15' : 'text-ink-900 ring-ink-200 hover:bg-ink-100'}`}
      >
        <Menu className={user ? 'h-5 w-5' : 'h-6 w-6'} aria-hidden="true" />
        {user && <Avatar name={displayName} src={avatarUrl} size="sm" className="ring-0" />}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            loginHref={loginHref}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
