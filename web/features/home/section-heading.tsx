import type { ReactNode } from 'react';

/** The title block of a home section, with an optional action on the right. */
export function SectionHeading({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mt-2 text-lg text-ink-500">{subtitle}</p>
      </div>
      {action}
    </div>
  );
}
