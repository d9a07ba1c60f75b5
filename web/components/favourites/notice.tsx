import { CircleAlert, Heart } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/** A short message of one heart ('You should log in first', a failed save), shown for a moment. */
type TNotice = { owner: string; text: string; tone: 'info' | 'error'; key: number };

const visibleMs = 5000;
let current: TNotice | null = null;
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One notice at a time for the whole page: a new one replaces the last. */
export function showNotice(owner: string, text: string, tone: TNotice['tone']): void {
  current = { owner, text, tone, key: ++counter };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, visibleMs);
  emit();
}

/**
 * The notice of the heart `owner`, if it is the current one. It floats at the top of the window,
 * above the login modal that a logged-out click opens (z-50), so both are seen together.
 */
export function FavouriteNotice({ owner }: { owner: string }) {
  const notice = useSyncExternalStore(
    subscribe,
    () => (current?.owner === owner ? current : null),
    () => null,
  );
  if (!notice) return null;
  const Icon = notice.tone === 'error' ? CircleAlert : Heart;
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4">
      <p
        key={notice.key}
        role={notice.tone === 'error' ? 'alert' : 'status'}
        className="flex max-w-md animate-pop items-center gap-2.5 rounded-full bg-ink-900 py-2.5 pr-5 pl-3.5 text-sm font-semibold text-white shadow-float motion-reduce:animate-none"
      >
        <Icon
          className={`h-[18px] w-[18px] shrink-0 ${notice.tone === 'error' ? 'text-coral-400' : 'fill-coral-500 text-coral-500'}`}
          aria-hidden="true"
        />
        {notice.text}
      </p>
    </div>,
    document.body,
  );
}
