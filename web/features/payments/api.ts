import type { TPaymentCardDto, TSandboxTokenRequest } from '../../../shared/schemas/billing';
import { api } from '../../lib/api';

/** A saved card as `GET /billing/client/card` lists it: never the number, never the token. */
export type TPaymentCard = TPaymentCardDto;

/**
 * The processor's tokenisation: the only call that sees the card number. With the sandbox
 * provider this is `POST /billing/sandbox/token` (PRODUCT.md §2); the business API only ever
 * receives the token it answers.
 */
export async function tokenizeCard(card: TSandboxTokenRequest): Promise<string> {
  const { cardToken } = await api.post<{ cardToken: string }>('/billing/sandbox/token', card);
  return cardToken;
}

/** The user's saved cards, newest first. */
export async function fetchCards(): Promise<TPaymentCard[]> {
  return (await api.get<{ items: TPaymentCard[] }>('/billing/client/card')).items;
}

/** Saves a tokenised card; the first one becomes the default (201 with the card). */
export function saveCard(cardToken: string): Promise<TPaymentCard> {
  return api.post<TPaymentCard>('/billing/client/card', { cardToken });
}

export function makeDefaultCard(id: string): Promise<TPaymentCard> {
  return api.post<TPaymentCard>(`/billing/client/card/${encodeURIComponent(id)}/default`);
}

/** When it was the default, the server makes the newest remaining card the default. */
export async function removeCard(id: string): Promise<void> {
  await api.request(`/billing/client/card/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
