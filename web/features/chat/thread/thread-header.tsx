import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { TThreadContext } from '../api';
import { PartyAvatar, usePartyName } from '../inbox/party';
import { ContextCard } from './context-card';

type THeaderProps = {
  context: TThreadContext;
  back: { to: string; label: string };
  /** the heading's id: the messages' region is labelled by it */
  titleId: string;
};

/** The thread's top: back to the list, who the other party is, and what it is about. */
export function ThreadHeader({ context, back, titleId }: THeaderProps) {
  const name = usePartyName()(context);
  return (
    <header className="border-b border-ink-100 bg-white px-3 pt-3 pb-3 sm:px-5 sm:pt-4">
      <div className="flex items-center gap-2 sm:gap-3">
        <Link
          to={back.to}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-ink-100 focus-visible:ring-2 focus-visible:ring-sea-600 focus-visible:outline-none"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{back.label}</span>
        </Link>
        <PartyAvatar party={context} size="md" />
        <h1
          id={titleId}
          className="min-w-0 truncate text-lg font-extrabold tracking-tight text-ink-900 sm:text-xl"
        >
          {name}
        </h1>
      </div>
      <div className="mt-3 rounded-2xl bg-sand-50 px-3 py-2.5 ring-1 ring-ink-900/[0.05] sm:ml-[6.25rem] sm:mt-2">
        <ContextCard context={context} />
      </div>
    </header>
  );
}
