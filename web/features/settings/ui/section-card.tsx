import { useId, type ReactNode } from 'react';

type TSectionCardProps = {
  title: string;
  description?: ReactNode;
  /** a small label above the title ("Danger zone") */
  eyebrow?: string;
  tone?: 'default' | 'danger';
  /** content next to the title (a badge, a button) */
  aside?: ReactNode;
  children?: ReactNode;
  /** a row under the content, split off by a rule (the save bar) */
  footer?: ReactNode;
  className?: string;
};

/** One titled block of a settings page, named by its heading for assistive technology. */
export function SectionCard({
  title,
  description,
  eyebrow,
  tone = 'default',
  aside,
  children,
  footer,
  className = '',
}: TSectionCardProps) {
  const headingId = useId();
  const ring = tone === 'danger' ? 'ring-coral-600/25' : 'ring-ink-900/[0.07]';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-3xl bg-white shadow-xs ring-1 ${ring} ${className}`}
    >
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div className="min-w-0 flex-1">
            {eyebrow && (
              <p
                className={`mb-1 text-xs font-bold tracking-widest uppercase ${tone === 'danger' ? 'text-coral-700' : 'text-sea-700'}`}
              >
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className="text-lg font-bold tracking-tight text-ink-900 sm:text-xl">
              {title}
            </h2>
            {description && (
              <div className="mt-1 max-w-prose text-[15px] leading-relaxed text-ink-600">
                {description}
              </div>
            )}
          </div>
          {aside}
        </div>
        {children && <div className="mt-6">{children}</div>}
      </div>
      {footer}
    </section>
  );
}
