import { CreditCard, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import type { TPaymentCard } from './api';
import { CardForm } from './card-form';
import { nextDefaultCard } from './card-list-state';
import { CardRow } from './card-row';
import { StatusMessage } from '../../components/ui/status-message';
import { usePaymentCards } from './use-payment-cards';

/**
 * The user's saved cards: the list with its actions, an empty state, and the card form to add
 * one. `initialCards` is what the page's loader got; null when that call failed (a retry is
 * offered). Needs the `payments` catalogue area.
 */
export function PaymentCards({ initialCards }: { initialCards: TPaymentCard[] | null }) {
  const { t } = useTranslation();
  const id = useId();
  const addId = `${id}-add`;
  const removeId = (card: TPaymentCard) => `${id}-remove-${card.id}`;
  const [adding, setAdding] = useState(false);
  const state = usePaymentCards(initialCards);
  const { cards } = state;

  if (!cards)
    return (
      <div>
        <LoadFailed
          message={t('payments.list.loadError')}
          retryLabel={t('payments.list.retry')}
          reloading={state.reloading}
          onRetry={() => void state.reload()}
        />
        <StatusMessage status={state.status} className="mt-4 empty:mt-0" />
      </div>
    );

  const openForm = () => setAdding(true);
  const closeForm = () => {
    setAdding(false);
    state.focus(addId);
  };
  return (
    <div>
      <div className="flex flex-col gap-4">
        {cards.length > 0 && (
          <ul aria-label={t('payments.list.label')} className="flex flex-col gap-3">
            {cards.map((card, index) => {
              // once removed, focus goes to the next card's Remove button (or the previous one's)
              const after = cards[index + 1] ?? cards[index - 1];
              return (
                <CardRow
                  key={card.id}
                  card={card}
                  nextDefault={nextDefaultCard(cards, card.id)}
                  pending={state.pendingDefault === card.id}
                  fresh={state.fresh === card.id}
                  removeButtonId={removeId(card)}
                  onMakeDefault={() => void state.makeDefault(card, removeId(card))}
                  onRemove={() => state.remove(card, after ? removeId(after) : addId)}
                />
              );
            })}
          </ul>
        )}
        {cards.length === 0 && !adding && <NoCards addId={addId} onAdd={openForm} />}
        {adding ? (
          <div className="max-w-xl rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-900/[0.07] sm:p-6">
            <h3 className="mb-4 text-base font-bold text-ink-900">{t('payments.form.label')}</h3>
            <CardForm
              autoFocus
              onCancel={closeForm}
              onSaved={(card) => {
                state.added(card);
                closeForm();
              }}
            />
          </div>
        ) : (
          cards.length > 0 && (
            <Button
              id={addId}
              variant="ghost"
              className="self-start ring-1 ring-ink-200"
              onClick={openForm}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('payments.list.addAnother')}
            </Button>
          )
        )}
      </div>
      <StatusMessage status={state.status} className="mt-4 empty:mt-0" />
    </div>
  );
}

function NoCards({ addId, onAdd }: { addId: string; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-sand-50 px-6 py-9 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sea-100">
        <CreditCard className="h-6 w-6 text-sea-700" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-base font-bold text-ink-900">{t('payments.empty.title')}</h3>
      <p className="mt-1 max-w-sm text-sm leading-relaxed text-ink-600">
        {t('payments.empty.text')}
      </p>
      <Button id={addId} variant="secondary" className="mt-5" onClick={onAdd}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('payments.list.add')}
      </Button>
    </div>
  );
}
