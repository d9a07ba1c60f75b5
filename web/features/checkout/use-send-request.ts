import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import type { TCreateBookingRequest } from '../../../shared/schemas/booking';
import { useLang } from '../../lib/lang';
import type { TCheckoutCard } from './charges';
import { bookingRequestOf } from './choice-query';
import { requestProblemOf, type TRequestProblem } from './request-problem';

/** The calls the checkout makes, given by the route (features do not import each other). */
export type TCheckoutCalls = {
  /** `POST /booking` */
  requestBooking: (body: TCreateBookingRequest) => Promise<{ id: string }>;
  /** `POST /billing/client/card/{id}/default` */
  makeDefaultCard: (id: string) => Promise<unknown>;
};

export type TSendInput = {
  boatId: string;
  choice: TQuoteChoice;
  message: string;
  card: TCheckoutCard;
};

/**
 * Sends a request with the chosen card. `POST /booking` verifies the client's default card and
 * the owner's accept charges it (docs/decisions/0020), so a card other than the default becomes
 * the default first — as the page says next to it. Gives the booking's id, or the problem.
 */
export async function sendRequest(
  calls: TCheckoutCalls,
  input: TSendInput,
  onDefaultChanged: (id: string) => void = () => {},
): Promise<{ bookingId: string } | { problem: TRequestProblem }> {
  try {
    if (!input.card.isDefault) {
      await calls.makeDefaultCard(input.card.id);
      onDefaultChanged(input.card.id);
    }
    const booking = await calls.requestBooking(
      bookingRequestOf(input.boatId, input.choice, input.message),
    );
    return { bookingId: booking.id };
  } catch (error) {
    return { problem: requestProblemOf(error) };
  }
}

/** sendRequest with its pending state and problem, then the booking's page on success. */
export function useSendRequest(calls: TCheckoutCalls, onDefaultChanged: (id: string) => void) {
  const lang = useLang();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<TRequestProblem | null>(null);

  const send = async (input: TSendInput): Promise<TRequestProblem | null> => {
    setSending(true);
    setProblem(null);
    const result = await sendRequest(calls, input, onDefaultChanged);
    if ('problem' in result) {
      setProblem(result.problem);
      setSending(false);
      return result.problem;
    }
    // the button stays busy until the booking's page replaces this one
    await navigate(`/${lang}/booking/${encodeURIComponent(result.bookingId)}`);
    return null;
  };

  return { send, sending, problem, clearProblem: () => setProblem(null) };
}
