import { normalizeIban } from '../../../shared/iban';

/** `ES91 2100 0418 4502 0005 1332` → `ES91 •••• 1332`: enough to recognise it, not to use it. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  const clean = normalizeIban(iban);
  if (clean.length < 8) return '••••';
  return `${clean.slice(0, 4)} •••• ${clean.slice(-4)}`;
}
