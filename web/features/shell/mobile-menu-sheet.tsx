import * as Dialog from '@radix-ui/react-dialog';
import { LayoutDashboard, LoaderCircle, LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import { Logo } from './logo';
import { userLinks } from './user-links';

type TSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loginHref: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export default function MobileMenuSheet({
  open,
  onOpenChange,
  loginHref,
  returnFocusTo,
}: TSheetProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, displayName, avatarUrl, profile, logout, loggingOut } = useSession();
  const close = () => onOpenChange(false);
  const links = [
    { to: `/${lang}/groups`, label: t('header.groups') },
    { to: `/${lang}/groups-info`, label: t('header.groupsInfo') },
    { to: `/${lang}/how-it-works`, label: t('header.howItWorks') },
    { to: `/${lang}/faq`, label: t('header.help') },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-float focus:outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title className="sr-only">{t('header.menuTitle')}</Dialog.Title>
            <Logo />
            <Dialog.Close
              aria-label={t('header.closeMenu')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-5 py-6">
            <div className="flex flex-col gap-3">
              <LinkButton to={`/${lang}/create-group`} variant="primary" size="lg" onClick={close}>
                {t('header.createGroup')}
              </LinkButton>
              <LinkButton to={`/${lang}/add-boat`} variant="secondary" size="lg" onClick={close}>
                {t('header.submitBoat')}
              </LinkButton>
            </div>
            {user && (
              <nav aria-label={t('userMenu.open')} className="rounded-2xl bg-ink-50 p-2">
                <div className="flex items-center gap-3 px-3 pt-2 pb-3">
                  <Avatar name={displayName} src={avatarUrl} size="md" className="ring-0" />
                  <div className="min-w-0">
                    <p className="truncate text-base font-bold text-ink-900">
                      {displayName ?? t('session.loading')}
                    </p>
                    {profile && (
                      <p className="truncate text-[13px] text-ink-500">{profile.email}</p>
                    )}
                  </div>
                </div>
                <ul>
                  {user.role === 'shipowner' && (
                    <li>
                      <Link
                        to={`/${lang}/backoffice`}
                        onClick={close}
                        className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-bold text-sea-800 hover:bg-white"
                      >
                        <LayoutDashboard className="h-[18px] w-[18px]" aria-hidden="true" />
                        {t('userMenu.backoffice')}
                      </Link>
                    </li>
                  )}
                  {userLinks(lang, t).map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        onClick={close}
                        className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-ink-800 hover:bg-white hover:text-ink-900"
                      >
                        <Icon className="h-[18px] w-[18px] text-ink-500" aria-hidden="true" />
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <nav aria-label={t('header.mainNav')}>
              <ul className="divide-y divide-ink-100">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={close}
                      className="block py-3.5 text-base font-semibold text-ink-900 hover:text-sea-700"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="border-t border-ink-100 px-5 py-4">
            {user ? (
              <button
                type="button"
                disabled={loggingOut}
                onClick={() => {
                  close();
                  void logout();
                }}
                className="flex w-full items-center justify-center gap-2 rounded-full py-3 text-base font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-60"
              >
                {loggingOut ? (
                  <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
                ) : (
                  <LogOut className="h-5 w-5" aria-hidden="true" />
                )}
                {loggingOut ? t('userMenu.loggingOut') : t('userMenu.logout')}
              </button>
            ) : (
              <Link
                to={loginHref}
                onClick={close}
                preventScrollReset
                className="block rounded-full py-3 text-center text-base font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
              >
                {t('header.login')}
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
