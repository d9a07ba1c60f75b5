import type { ReactNode } from 'react';
import type { TCardBrand } from '../../../shared/billing';

type TCardBrandMarkProps = { brand: TCardBrand; className?: string };

/**
 * A small drawn mark of the card's brand (no external assets). Decorative: the brand's name is
 * always written next to it, so it is hidden from assistive technology.
 */
export function CardBrandMark({ brand, className = 'h-8 w-12' }: TCardBrandMarkProps) {
  return (
    <svg
      viewBox="0 0 48 32"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      data-brand={brand}
    >
      {marks[brand]}
    </svg>
  );
}

const text = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 800 } as const;

const marks: Record<TCardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="32" rx="5" fill="#1a1f71" />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontSize="13"
        fontStyle="italic"
        fill="#fff"
        {...text}
      >
        VISA
      </text>
      <rect x="6" y="25" width="36" height="2" rx="1" fill="#f7b600" />
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="5" fill="#0b2540" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.52a9 9 0 0 1 0 14.96a9 9 0 0 1 0-14.96z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="5" fill="#006fcf" />
      <rect x="4" y="9" width="40" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="1.2" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="10"
        letterSpacing="0.6"
        fill="#fff"
        {...text}
      >
        AMEX
      </text>
    </>
  ),
  other: (
    <>
      <rect width="48" height="32" rx="5" fill="#d9e2ea" />
      <rect y="7" width="48" height="5" fill="#7890a8" />
      <rect x="6" y="17" width="9" height="7" rx="1.5" fill="#f7b600" />
      <rect x="19" y="19" width="22" height="2.5" rx="1.25" fill="#7890a8" />
    </>
  ),
};
