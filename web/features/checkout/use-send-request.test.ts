import { describe, expect, it } from 'vitest';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import { ApiError } from '../../lib/api';
import type { TCheckoutCard } from './charges';
import { sendRequest, type TCheckoutCalls } from './use-send-request';

const choice: TQuoteChoice = {
  duration: 'day',
  startDate: '2027-06-10',
  endDate: '2027-06-10',
  slot: null,
  skipper: true,
  people: 2,
};
const card: TCheckoutCard = {
  id: 'card-1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  country: 'ES',
  isDefault: true,
  feeApplies: false,
};

function fakeCalls(fail?: unknown) {
  const log: string[] = [];
  const calls: TCheckoutCalls = {
    makeDefaultCard: (id) => {
      log.push(`default ${id}`);
      return Promise.resolve();
    },
    requestBooking: (body) => {
      log.push(`request ${body.start_date}`);
      return fail ? Promise.reject(fail) : Promise.resolve({ id: 'booking-1' });
    },
  };
  return { calls, log };
}

describe('sendRequest', () => {
  it('sends with the default card as it is', async () => {
    const { calls, log } = fakeCalls();
    const result = await sendRequest(calls, { boatId: 'b', choice, message: '', card });
    expect(result).toEqual({ bookingId: 'booking-1' });
    expect(log).toEqual(['request 2027-06-10']);
  });

  it('makes another card the default first, the card the server verifies and charges', async () => {
    const { calls, log } = fakeCalls();
    const changed: string[] = [];
    const other = { ...card, id: 'card-2', isDefault: false };
    await sendRequest(calls, { boatId: 'b', choice, message: '', card: other }, (id) =>
      changed.push(id),
    );
    expect(log).toEqual(['default card-2', 'request 2027-06-10']);
    expect(changed).toEqual(['card-2']);
  });

  it('answers the problem of a refusal', async () => {
    const { calls } = fakeCalls(new ApiError(422, 'AA00054', { es: 'x', en: 'y' }));
    expect(await sendRequest(calls, { boatId: 'b', choice, message: '', card })).toEqual({
      problem: { kind: 'licence' },
    });
  });
});
