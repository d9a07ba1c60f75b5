import { Info, Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { isCardExpired } from '../../../shared/card-number';
import type { TCardBrand } from '../../../shared/billing';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { useLang } from '../../lib/lang';
import type { TCheckoutCard } from './charges';
import { expiryText, formatPercent } from './format';

export type TCardSlots = {
  /** the payments feature's card form, saving a card in place */
  cardForm: (props: {
    onSaved: (card: TCheckoutCard) => void;
    onCancel?: () => void;
    submitLabel: string;
  }) => ReactNode;
  /** the brand's drawn mark */
  cardMark: (brand: TCardBrand) => ReactNode;
};

/**
 * The card the request is verified against, and charged when the owner accepts: the user's
 * cards with the default chosen, or the card form in place when there is none ('You should add
 * a card') or the user adds another. A card other than the default becomes the default when
 * the request is sent (the charge goes to the default card).
 */
export function CardPicker({
  cards,
  selectedId,
  onSelect,
  adding,
  onAdding,
  onSaved,
  missing,
  slots,
  purpose = 'booking',
}: {
  cards: TCheckoutCard[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  onSaved: (card: TCheckoutCard) => void;
  /** the request was refused for want of a card (422 AA00047) */
  missing: boolean;
  slots: TCardSlots;
  /** what the card pays: a booking (charged when the owner accepts) or a group seat (now) */
  purpose?: 'booking' | 'group';
}) {
  const { t } = useTranslation();
  const copy = purpose === 'group' ? 'checkout.card.group' : 'checkout.card';
  const lang = useLang();
  const selected = cards.find((card) => card.id === selectedId) ?? null;
  const showForm = adding || cards.length === 0;
  // the form goes away with its focused field or button once a card is saved (or on Cancel): the
  // focus goes to the card now chosen rather than falling to the page
  const section = useRef<HTMLElement>(null);
  const formShown = useRef(showForm);
  useEffect(() => {
    const closed = formShown.current && !showForm;
    formShown.current = showForm;
    if (closed && (!document.activeElement || document.activeElement === document.body))
      section.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [showForm]);
  const name = (card: TCheckoutCard) =>
    t('payments.card.name', { brand: t(`payments.brands.${card.brand}`), last4: card.last4 });
  const percent = formatPercent(lang, 1.5);

  return (
    <section ref={section} aria-labelledby="card-title" id="card" className="scroll-mt-24">
      <h2 id="card-title" className="text-xl font-bold text-ink-900">
        {t('checkout.card.title')}
      </h2>
      {missing ? (
        <div className="mt-4">
          <FormAlert>
            {t('checkout.card.none')} <span className="font-normal">{t(`${copy}.noneHint`)}</span>
          </FormAlert>
        </div>
      ) : (
        cards.length === 0 && (
          <p className="mt-4 flex items-start gap-2.5 rounded-xl bg-sea-50 px-4 py-3 text-sm leading-snug text-sea-900 ring-1 ring-sea-600/20">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{t('checkout.card.none')}</strong>{' '}
              {t(`${copy}.noneHint`)}
            </span>
          </p>
        )
      )}
      {cards.length > 0 && (
        <fieldset className="mt-4">
          <legend className="sr-only">{t(`${copy}.legend`)}</legend>
          <div className="divide-y divide-ink-100 overflow-hidden rounded-2xl ring-1 ring-ink-200">
            {cards.map((card) => {
              const expired = isCardExpired(card.expMonth, card.expYear);
              return (
                <label
                  key={card.id}
                  className={`flex items-center gap-3 px-4 py-3.5 ${expired ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-ink-50'} has-[:checked]:bg-sea-50/60`}
                >
                  <input
                    type="radio"
                    name="card"
                    value={card.id}
                    checked={card.id === selectedId}
                    disabled={expired}
                    onChange={() => onSelect(card.id)}
                    className="h-5 w-5 shrink-0 accent-sea-700"
                  />
                  {slots.cardMark(card.brand)}
                  <span className="min-w-0 flex-1">
                    <span className="block text-[15px] font-semibold text-ink-900">
                      {name(card)}
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-500">
                      {t(expired ? 'payments.card.expired' : 'checkout.card.expires', {
                        date: expiryText(card),
                      })}
                      {card.isDefault && (
                        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                          {t('checkout.card.default')}
                        </span>
                      )}
                      {card.feeApplies && (
                        <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
                          {t('checkout.card.feeBadge', { percent })}
                        </span>
                      )}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {selected && (selected.feeApplies || !selected.isDefault) && !showForm && (
        <ul className="mt-3 space-y-1.5 text-[13px] leading-snug text-ink-600">
          {selected.feeApplies && (
            <li className="flex items-start gap-2">
              <Info className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
              {t('checkout.price.feeNote', { card: name(selected), percent })}
            </li>
          )}
          {!selected.isDefault && (
            <li className="flex items-start gap-2">
              <Info className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
              {t(`${copy}.becomesDefault`)}
            </li>
          )}
        </ul>
      )}
      {showForm ? (
        <div className="mt-4 rounded-2xl p-4 ring-1 ring-ink-200 sm:p-5">
          <h3 className="mb-4 text-base font-bold text-ink-900">{t('checkout.card.addTitle')}</h3>
          {slots.cardForm({
            onSaved,
            onCancel: cards.length > 0 ? () => onAdding(false) : undefined,
            submitLabel: t('checkout.card.submit'),
          })}
        </div>
      ) : (
        <Button variant="ghost" className="mt-2 -ml-3" onClick={() => onAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('checkout.card.add')}
        </Button>
      )}
    </section>
  );
}
