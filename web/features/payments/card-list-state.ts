import type { TPaymentCard } from './api';

/**
 * The list of saved cards after each change, as the server makes it (newest first, one
 * default), so the page shows the result at once without asking for the list again.
 */

/** A card just saved goes first; when it is the default (the first card), the only one. */
export function withAddedCard(cards: readonly TPaymentCard[], card: TPaymentCard): TPaymentCard[] {
  const rest = cards.filter((c) => c.id !== card.id);
  return [card, ...(card.isDefault ? rest.map((c) => ({ ...c, isDefault: false })) : rest)];
}

/** One card becomes the default, the others are not. */
export function withDefaultCard(cards: readonly TPaymentCard[], id: string): TPaymentCard[] {
  return cards.map((c) => (c.isDefault === (c.id === id) ? c : { ...c, isDefault: c.id === id }));
}

/** The newest card left when `id` goes: the one the server makes the default. */
export function nextDefaultCard(
  cards: readonly TPaymentCard[],
  id: string,
): TPaymentCard | undefined {
  return cards.find((c) => c.id !== id);
}

/** Without a card; when it was the default, the newest remaining one takes its place. */
export function withoutCard(cards: readonly TPaymentCard[], id: string): TPaymentCard[] {
  const removed = cards.find((c) => c.id === id);
  const rest = cards.filter((c) => c.id !== id);
  const next = removed?.isDefault ? nextDefaultCard(cards, id) : undefined;
  return next ? withDefaultCard(rest, next.id) : rest;
}
