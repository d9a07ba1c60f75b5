import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { Logo } from './logo';

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
  const close = () => onOpenChange(false);
  const links = [
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
            <Link
              to={loginHref}
              onClick={close}
              className="block rounded-full py-3 text-center text-base font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
            >
              {t('header.login')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
