import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type TVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';
type TSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<TVariant, string> = {
  primary: 'bg-coral-600 text-white hover:bg-coral-700 shadow-sm',
  secondary: 'bg-ink-900 text-white hover:bg-ink-800',
  ghost: 'text-ink-900 hover:bg-ink-100',
  inverse: 'bg-white text-ink-900 hover:bg-sand-100',
  'outline-inverse': 'border border-white/70 text-white hover:bg-white/15',
};
const sizes: Record<TSize, string> = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' };

export function buttonClass(variant: TVariant = 'primary', size: TSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type TButtonProps = ComponentProps<'button'> & { variant?: TVariant; size?: TSize };

export function Button({ variant, size, className = '', type = 'button', ...props }: TButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type TLinkButtonProps = ComponentProps<typeof Link> & { variant?: TVariant; size?: TSize };

export function LinkButton({ variant, size, className = '', ...props }: TLinkButtonProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
