import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useChatUnread } from '../unread/unread-context';
import { selectSupport } from '../unread/unread-state';
import { useBottomClearance } from './use-bottom-clearance';

// The panel (a Radix dialog, the conversation and its composer) loads on first open, or when the
// pointer comes near the button: pages do not pay for it until then.
const loadPanel = () => import('./widget-panel');
const WidgetPanel = lazy(loadPanel);

/** A conversation's own page: its composer takes the bottom of a phone's screen. */
export function isThreadPage(pathname: string): boolean {
  return /\/(settings\/inbox|backoffice\/messages|backoffice\/support)\/[^/]+\/?$/.test(pathname);
}

/**
 * The support chat on every page (on phones, not over a conversation's composer): a round button at the bottom right (rising above the cookie
 * banner and sticky bars), with a badge for unread support replies, that opens the panel.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { state } = useChatUnread();
  const onThread = isThreadPage(useLocation().pathname);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const clearance = useBottomClearance(root, 44, open);
  const isAdmin = user?.role === 'admin' || user?.role === 'superAdmin';
  const unread = user && !isAdmin ? (selectSupport(state)?.unread ?? 0) : 0;

  return (
    <div
      ref={root}
      className={`fixed right-4 bottom-4 z-40 ${onThread ? 'max-lg:hidden' : ''} transition-transform duration-200 motion-reduce:transition-none sm:right-6 sm:bottom-6`}
      style={clearance ? { transform: `translateY(-${clearance}px)` } : undefined}
    >
      <button
        ref={button}
        type="button"
        data-testid="chat-widget-button"
        aria-label={
          unread > 0 ? t('chatWidget.openUnread', { count: unread }) : t('chatWidget.open')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen((was) => !was);
        }}
        className="relative inline-flex h-14 w-14 items-center justify-center rounded-full bg-ink-900 text-white shadow-float ring-1 ring-white/10 transition-[background-color,transform] duration-150 hover:scale-105 hover:bg-ink-800 active:scale-95 motion-reduce:hover:scale-100"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="h-6 w-6" aria-hidden="true" />
        )}
        {unread > 0 && !open && (
          <span
            aria-hidden="true"
            data-testid="chat-widget-badge"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <WidgetPanel
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            isAdmin={isAdmin}
          />
        </Suspense>
      )}
    </div>
  );
}
