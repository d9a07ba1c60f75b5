import { useTranslation } from '../../i18n/translation';
import { cardFeePercent } from '../../../shared/billing';
import { isCardExpired } from '../../../shared/card-number';
import type { TLang } from '../../../shared/i18n';
import type { TPaymentCard } from './api';

/** The card fee as the language writes a percentage: `1,5 %`, `1.5%`. */
export function feePercentText(lang: TLang): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
    cardFeePercent / 100,
  );
}

/** `12/28`, as printed on the card. */
export function expiryText(card: Pick<TPaymentCard, 'expMonth' | 'expYear'>): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(card.expMonth)}/${two(card.expYear % 100)}`;
}

export function isExpired(card: Pick<TPaymentCard, 'expMonth' | 'expYear'>, now = new Date()) {
  return isCardExpired(card.expMonth, card.expYear, now);
}

/** `FR` → `Francia` / `France`; the code itself when the browser has no name for it. */
export function countryName(code: string, lang: TLang): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names a card in words, for messages and screen readers: "Visa ending in 4242". */
export function useCardName(): (card: Pick<TPaymentCard, 'brand' | 'last4'>) => string {
  const { t } = useTranslation();
  return (card) =>
    t('payments.card.name', { brand: t(`payments.brands.${card.brand}`), last4: card.last4 });
}
