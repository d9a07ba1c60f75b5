import type { ReactNode } from 'react';

/** One section of the boat page: a titled block between hairlines. */
export function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-t border-ink-100 py-8 sm:py-10"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        {title}
      </h2>
      {subtitle && <p className="mt-1 text-[15px] text-ink-500">{subtitle}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
