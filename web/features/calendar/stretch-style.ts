import type { TFunction } from 'i18next';
import type { TLang } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/money';
import type { TStretch, TStretchKind } from './month';

/** The colours of each kind of stretch: bars of the fleet and days of one boat. */
export const stretchTone: Record<TStretchKind, { bar: string; day: string; dot: string }> = {
  accepted: {
    bar: 'bg-sea-700 text-white hover:bg-sea-800',
    day: 'bg-sea-700 text-white',
    dot: 'bg-sea-700',
  },
  pending: {
    bar: 'bg-amber-300 text-ink-900 ring-1 ring-inset ring-amber-500 hover:bg-amber-400',
    day: 'bg-amber-200 text-ink-900',
    dot: 'bg-amber-300 ring-1 ring-inset ring-amber-500',
  },
  group: {
    bar: 'bg-violet-700 text-white hover:bg-violet-800',
    day: 'bg-violet-700 text-white',
    dot: 'bg-violet-700',
  },
  blocked: {
    bar: 'bg-ink-600 text-white hover:bg-ink-700',
    day: 'bg-ink-600 text-white',
    dot: 'bg-ink-600',
  },
  imported: {
    bar: 'bg-sky-800 text-white hover:bg-sky-900',
    day: 'bg-sky-800 text-white',
    dot: 'bg-sky-800',
  },
};

/** Diagonal stripes over the colour of a block: readable as "closed" without colour too. */
export const hatchStyle = {
  backgroundImage:
    'repeating-linear-gradient(135deg, rgba(255,255,255,0.16) 0 4px, transparent 4px 9px)',
};

/** How long is left to answer a request, in words (null when over). */
export function leftText(respondBy: string, now: number, t: TFunction): string | null {
  const ms = Date.parse(respondBy) - now;
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return t('calendar.bar.leftDays', { count: Math.floor(hours / 24) });
  if (hours >= 1) return t('calendar.bar.leftHours', { count: hours });
  return t('calendar.bar.leftMinutes');
}

/** A stretch in words, for its accessible name and its tooltip. */
export function describeStretch(
  stretch: TStretch,
  dates: string,
  lang: TLang,
  now: number,
  t: TFunction,
): string {
  const parts = [t(`calendar.legend.${stretch.kind}`), dates];
  if (stretch.slot) parts.push(t(`calendar.bar.${stretch.slot}`));
  if (stretch.label) parts.push(stretch.label);
  if (stretch.people) parts.push(t('calendar.bar.people', { count: stretch.people }));
  if (stretch.totalCents !== undefined) parts.push(formatMoney(stretch.totalCents, lang));
  if (stretch.respondBy) {
    const left = leftText(stretch.respondBy, now, t);
    if (left) parts.push(left);
  }
  return parts.join(' · ');
}
