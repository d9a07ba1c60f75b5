import { initials } from '../../lib/session';

type TAvatarProps = {
  name: string | null;
  src: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'h-7 w-7 text-[11px]', md: 'h-9 w-9 text-sm', lg: 'h-12 w-12 text-base' };

/** The user's picture, or their initials on a sea-blue disc. Decorative: the name sits next to it. */
export function Avatar({ name, src, size = 'md', className = '' }: TAvatarProps) {
  const box = `${sizes[size]} shrink-0 rounded-full ring-2 ring-white ${className}`;
  if (src) return <img src={src} alt="" className={`${box} bg-sea-100 object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-gradient-to-br from-sea-500 to-sea-700 font-bold text-white`}
    >
      {initials(name) || <UserGlyph />}
    </span>
  );
}

function UserGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="h-1/2 w-1/2" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6" />
    </svg>
  );
}
