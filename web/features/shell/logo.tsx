/** The Marea mark (a sail over a wave) and wordmark. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'light' ? 'text-white' : 'text-ink-900';
  return (
    <span className={`inline-flex items-center gap-2 ${text}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8 shrink-0">
        <circle cx="16" cy="16" r="16" className="fill-sea-600" />
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
      <span className="text-xl font-extrabold tracking-tight">Marea</span>
    </span>
  );
}
