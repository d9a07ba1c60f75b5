import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

const tones = {
  sea: 'bg-sea-100 text-sea-700',
  coral: 'bg-coral-100 text-coral-600',
  ink: 'bg-ink-100 text-ink-600',
};

type TAccountCardProps = {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
  /** move focus to the title when it appears (a result replacing a form) */
  focusTitle?: boolean;
  /** announce the card's text as it changes (results of a background call) */
  live?: boolean;
  spinIcon?: boolean;
};

/** The centred card of the one-off account pages (verify email, reset password). */
export function AccountCard({
  icon: Icon,
  tone = 'sea',
  title,
  children,
  focusTitle = false,
  live = false,
  spinIcon = false,
}: TAccountCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className="bg-gradient-to-b from-sea-50 via-sand-50 to-sand-50 px-4 py-14 sm:py-24">
      <div
        className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-10"
        aria-live={live ? 'polite' : undefined}
      >
        <span className={`flex h-14 w-14 items-center justify-center rounded-2xl ${tones[tone]}`}>
          <Icon className={`h-7 w-7 ${spinIcon ? 'animate-spin' : ''}`} aria-hidden="true" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-2xl font-extrabold tracking-tight text-balance text-ink-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
