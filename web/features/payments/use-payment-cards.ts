import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { useFocusAfterRemoval } from '../../lib/use-focus-after-removal';
import { fetchCards, makeDefaultCard, removeCard, type TPaymentCard } from './api';
import { withAddedCard, withDefaultCard, withoutCard } from './card-list-state';
import { useCardName } from './card-text';
import type { TStatus } from '../../components/ui/status-message';

/**
 * The user's saved cards and what can be done to them. Making a card the default shows at once
 * and is undone if the call fails; a removal waits for the server (the confirm dialog shows it
 * pending). Each outcome is a status message; focus moves to `focusAfter` when the control the
 * user was on goes away.
 */
export function usePaymentCards(initial: TPaymentCard[] | null) {
  const { t } = useTranslation();
  const lang = useLang();
  const cardName = useCardName();
  const [cards, setCards] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [pendingDefault, setPendingDefault] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const [status, setStatus] = useState<TStatus>(null);
  const setFocusTarget = useFocusAfterRemoval();

  const reload = async () => {
    setReloading(true);
    try {
      setCards(await fetchCards());
    } catch (error) {
      setStatus({ tone: 'error', text: apiErrorText(error, lang, t) });
    } finally {
      setReloading(false);
    }
  };

  const added = (card: TPaymentCard) => {
    setCards((list) => withAddedCard(list ?? [], card));
    setFresh(card.id);
    const key = card.isDefault ? 'payments.status.savedDefault' : 'payments.status.saved';
    setStatus({ tone: 'success', text: t(key, { card: cardName(card) }) });
  };

  const makeDefault = async (card: TPaymentCard, focusAfter: string) => {
    if (pendingDefault || !cards) return;
    const previous = cards.find((c) => c.isDefault)?.id;
    setPendingDefault(card.id);
    setFresh(null);
    setCards((list) => list && withDefaultCard(list, card.id));
    try {
      await makeDefaultCard(card.id);
      setStatus({
        tone: 'success',
        text: t('payments.status.madeDefault', { card: cardName(card) }),
      });
      setFocusTarget(focusAfter);
    } catch (error) {
      if (previous) setCards((list) => list && withDefaultCard(list, previous));
      setStatus({ tone: 'error', text: apiErrorText(error, lang, t) });
    } finally {
      setPendingDefault(null);
    }
  };

  /** Throws on failure: the confirm dialog stays open with the message. */
  const remove = async (card: TPaymentCard, focusAfter: string) => {
    await removeCard(card.id);
    setFresh(null);
    setCards((list) => list && withoutCard(list, card.id));
    setStatus({ tone: 'success', text: t('payments.status.removed', { card: cardName(card) }) });
    setFocusTarget(focusAfter);
  };

  return {
    cards,
    reloading,
    pendingDefault,
    fresh,
    status,
    reload,
    added,
    makeDefault,
    remove,
    focus: setFocusTarget,
  };
}
