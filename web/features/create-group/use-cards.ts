import { useCallback, useEffect, useState } from 'react';
import { isCardExpired } from '../../../shared/card-number';
import { fetchGroupCards } from './api';
import type { TGroupCard } from './types';

/** The card a group starts with: the one chosen before, else the default, else the newest usable. */
function initialCardId(cards: readonly TGroupCard[], chosen: string): string | null {
  const usable = cards.filter((card) => !isCardExpired(card.expMonth, card.expYear));
  if (usable.some((card) => card.id === chosen)) return chosen;
  return (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null;
}

/** The logged-in user's saved cards (`GET /billing/client/card`) and the one chosen. */
export function useCards(enabled: boolean, chosen: string) {
  const [cards, setCards] = useState<TGroupCard[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    fetchGroupCards().then(
      (list) => {
        setCards(list);
        setSelectedId(initialCardId(list, chosen));
      },
      (failure: unknown) => setError(failure),
    );
    // the choice kept from before counts only once, on the first load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);

  const added = (card: TGroupCard) => {
    setCards((list) => [card, ...(list ?? []).filter((c) => c.id !== card.id)]);
    setSelectedId(card.id);
  };

  return { cards, error, selectedId, setSelectedId, added, retry: load };
}
