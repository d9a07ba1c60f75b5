import * as Dialog from '@radix-ui/react-dialog';
import { Inbox, LifeBuoy, LogIn, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useLang } from '../../../lib/lang';
import { useSession } from '../../../lib/session-context';
import { SupportChat } from './support-chat';

type TPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** admins answer support in the back office instead */
  isAdmin: boolean;
};

/** The mark of the support team: Marea's sail in a sea-blue disc. */
function SupportMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25`}
    >
      <svg viewBox="0 0 32 32" className="h-3/5 w-3/5">
        <path d="M16.5 6.5v13h8.2c-1.6-5-4.4-9.3-8.2-13Z" fill="#fff" />
        <path d="M14.8 10.2 9 19.5h5.8Z" fill="#fff" opacity=".85" />
        <path
          d="M6 22.2c2.2 1.6 4.4 1.6 6.6 0 2.2 1.6 4.4 1.6 6.6 0 2.2 1.6 4.4 1.6 6.6 0"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

function LoginPrompt({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const loginSearch = new URLSearchParams(search);
  loginSearch.set('login', '1');
  return (
    <div className="flex flex-col items-center px-8 pt-8 pb-[max(2rem,env(safe-area-inset-bottom))] text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sea-50 text-sea-700">
        <LifeBuoy className="h-7 w-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink-900">{t('chatWidget.loginTitle')}</h3>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-600">{t('chatWidget.loginText')}</p>
      <Link
        to={{ pathname, search: `?${loginSearch.toString()}` }}
        preventScrollReset
        onClick={close}
        className={buttonClass('primary', 'lg', 'mt-6 w-full')}
      >
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {t('chatWidget.login')}
      </Link>
      <Link
        to={`/${lang}/faq`}
        onClick={close}
        className="mt-3 rounded-full px-3 py-2 text-sm font-semibold text-sea-700 hover:text-sea-800 hover:underline"
      >
        {t('chatWidget.faq')}
      </Link>
    </div>
  );
}

function AdminPrompt({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex flex-col items-center px-8 pt-8 pb-[max(2rem,env(safe-area-inset-bottom))] text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sea-50 text-sea-700">
        <Inbox className="h-7 w-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink-900">{t('chatWidget.adminTitle')}</h3>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-600">{t('chatWidget.adminText')}</p>
      <Link
        to={`/${lang}/backoffice/support`}
        onClick={close}
        className={buttonClass('secondary', 'lg', 'mt-6 w-full')}
      >
        {t('chatWidget.adminLink')}
      </Link>
    </div>
  );
}

/**
 * The chat widget's panel (loaded on first open): a dialog at the bottom right (a sheet on
 * phones) that traps focus and closes with Escape. Logged out it asks to log in; admins get the
 * back office's support queue; everyone else talks to Marea support.
 */
export default function WidgetPanel({ open, onOpenChange, returnFocusTo, isAdmin }: TPanelProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const close = () => onOpenChange(false);
  // the conversation takes a tall panel; the prompts only their own height
  const isChat = !!user && !isAdmin;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/40 data-[state=open]:animate-fade-in motion-reduce:animate-none sm:bg-transparent" />
        <Dialog.Content
          aria-describedby="chat-widget-subtitle"
          data-testid="chat-widget-panel"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex flex-col overflow-hidden rounded-t-[28px] bg-white shadow-float focus:outline-none data-[state=open]:animate-rise motion-reduce:animate-none sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[23.5rem] sm:rounded-3xl sm:ring-1 sm:ring-ink-900/10 sm:data-[state=open]:animate-pop ${
            isChat ? 'h-[min(40rem,88dvh)] sm:h-[min(38rem,calc(100dvh-8rem))]' : 'max-h-[88dvh]'
          }`}
        >
          <div className="flex items-center gap-3 bg-gradient-to-br from-sea-800 to-sea-900 px-5 py-4 text-white">
            <SupportMark />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-base font-bold">
                {t('chatWidget.title')}
              </Dialog.Title>
              <p
                id="chat-widget-subtitle"
                className="flex items-center gap-1.5 text-[13px] text-white/80"
              >
                <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
                {t('chatWidget.subtitle')}
              </p>
            </div>
            <Dialog.Close
              aria-label={t('chatWidget.close')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {!user ? (
            <LoginPrompt close={close} />
          ) : isAdmin ? (
            <AdminPrompt close={close} />
          ) : (
            <SupportChat onNavigate={close} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
