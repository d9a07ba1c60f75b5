import { BadgeCheck, Globe, LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLang } from '../../lib/lang';
import type { TPaymentCard } from './api';
import { CardBrandMark } from './card-brand-mark';
import { countryName, expiryText, feePercentText, isExpired, useCardName } from './card-text';

type TCardRowProps = {
  card: TPaymentCard;
  /** what happens to the default when this card goes: the card that takes its place */
  nextDefault?: TPaymentCard;
  /** being made the default (shown as done, the call still running) */
  pending: boolean;
  /** just saved: drawn out for a moment */
  fresh: boolean;
  removeButtonId: string;
  onMakeDefault: () => void;
  onRemove: () => Promise<void>;
};

/** One saved card: brand, last four digits, expiry, default badge, fee, and its actions. */
export function CardRow({
  card,
  nextDefault,
  pending,
  fresh,
  removeButtonId,
  onMakeDefault,
  onRemove,
}: TCardRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const cardName = useCardName();
  const name = cardName(card);
  const percent = feePercentText(lang);
  const expired = isExpired(card);
  const foreign = card.country.toUpperCase() !== 'ES';
  const feeReason =
    card.brand === 'amex' ? 'payments.card.feeReasonAmex' : 'payments.card.feeReasonForeign';
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-white p-4 ring-1 transition-shadow duration-500 sm:flex-nowrap sm:px-5 ${
        fresh ? 'shadow-md ring-sea-600/50' : 'ring-ink-200'
      }`}
    >
      <CardBrandMark brand={card.brand} className="h-9 w-[3.375rem]" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <span className="font-semibold text-ink-900">
            {t(`payments.brands.${card.brand}`)}{' '}
            <span className="whitespace-nowrap">
              <span aria-hidden="true" className="tracking-wider text-ink-500">
                ••••
              </span>
              <span className="sr-only">{t('payments.card.endingIn')}</span>{' '}
              <span className="tabular-nums">{card.last4}</span>
            </span>
          </span>
          {card.isDefault && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sea-100 px-2.5 py-0.5 text-xs font-bold text-sea-800">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t('payments.card.default')}
            </span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-500">
          <span className={expired ? 'font-semibold text-coral-700' : ''}>
            {t(expired ? 'payments.card.expired' : 'payments.card.expires', {
              date: expiryText(card),
            })}
          </span>
          {foreign && (
            <span className="inline-flex items-center gap-1">
              <Globe className="h-3.5 w-3.5" aria-hidden="true" />
              {t('payments.card.issuedIn', { country: countryName(card.country, lang) })}
            </span>
          )}
          {card.feeApplies && (
            <span
              title={t(feeReason, { percent })}
              className="inline-flex items-center rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-ink-800"
            >
              {t('payments.card.fee', { percent })}
              <span className="sr-only">. {t(feeReason, { percent })}</span>
            </span>
          )}
        </p>
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-nowrap sm:justify-end">
        {(!card.isDefault || pending) && (
          <Button
            variant="ghost"
            className="ring-1 ring-ink-200"
            aria-label={`${t('payments.list.makeDefault')}: ${name}`}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={() => {
              if (!pending) onMakeDefault();
            }}
          >
            {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('payments.list.makeDefault')}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button
              id={removeButtonId}
              aria-label={`${t('payments.list.remove')}: ${name}`}
              variant="ghost"
              className="text-coral-700 ring-1 ring-ink-200 hover:bg-coral-100/60 hover:ring-coral-600/40"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('payments.list.remove')}
            </Button>
          }
          icon={
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
              <Trash2 className="h-6 w-6" aria-hidden="true" />
            </span>
          }
          title={t('payments.remove.title')}
          description={[
            t('payments.remove.text', { card: name }),
            card.isDefault && nextDefault
              ? t('payments.remove.nextDefault', { next: cardName(nextDefault) })
              : '',
          ]
            .join(' ')
            .trim()}
          confirmLabel={t('payments.remove.confirm')}
          cancelLabel={t('payments.remove.cancel')}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
