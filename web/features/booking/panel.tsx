import { useId, type ReactNode } from 'react';

/** A titled white card of the booking page, named by its heading. */
export function Panel({
  title,
  aside,
  children,
  className = '',
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-900/[0.07] sm:p-7 ${className}`}
    >
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
