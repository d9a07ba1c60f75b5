import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useSession } from '../../../lib/session-context';
import { useChatUnread } from './unread-context';
import { selectUnread } from './unread-state';

// The menu (a Radix dropdown) loads only for logged-in users, like the user menu.
const MessagesDropdown = lazy(() => import('./messages-dropdown'));

export type TTone = 'dark' | 'light';

type TTriggerProps = ComponentProps<'button'> & { tone: TTone; count: number };

/** The round message button of the header, with a dot while conversations are unread. */
export function MessagesTrigger({ tone, count, className = '', ...props }: TTriggerProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={count > 0 ? t('messages.openUnread', { count }) : t('messages.open')}
      data-unread={count > 0 ? count : undefined}
      className={`relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1 transition-colors ${
        tone === 'light'
          ? 'bg-white/10 text-white ring-white/40 hover:bg-white/20'
          : 'text-ink-900 ring-ink-200 hover:bg-ink-50 hover:shadow-sm data-[state=open]:bg-ink-50'
      } ${className}`}
      {...props}
    >
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-dot"
          className={`absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-coral-500 ring-2 ${
            tone === 'light' ? 'ring-ink-900/40' : 'ring-white'
          }`}
        />
      )}
    </button>
  );
}

/** The header's messages dropdown (logged-in users): the unread conversations and the inbox. */
export function MessagesMenu({ tone }: { tone: TTone }) {
  const { user } = useSession();
  const { state } = useChatUnread();
  if (!user) return null;
  const count = selectUnread(state).length;
  return (
    <Suspense
      fallback={<MessagesTrigger tone={tone} count={count} aria-haspopup="menu" disabled />}
    >
      <MessagesDropdown tone={tone} count={count} />
    </Suspense>
  );
}
