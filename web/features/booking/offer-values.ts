import { ZOfferRequest, type TOfferRequest } from '../../../shared/schemas/booking';
import { parsePriceInput, percentOf } from '../../../shared/money';

/** The offer form as typed: one of two kinds, each with its own text field, and a note. */
export type TOfferValues = {
  kind: 'price' | 'discount';
  price: string;
  discount: string;
  note: string;
};

export type TOfferFormResult =
  | { ok: true; request: TOfferRequest }
  | { ok: false; errors: Partial<Record<'price' | 'discount' | 'note', string>> };

/**
 * The form's values as the body of `POST /booking/{id}/offer`, checked with the API's own schema
 * (`ZOfferRequest`): the field of the kind chosen, the other left out. Messages are the shared
 * validation keys (`invalidPrice`…), or `discountInvalid` for a percent out of range.
 */
export function offerRequestFrom(values: TOfferValues): TOfferFormResult {
  const note = values.note.trim();
  const body = {
    ...(values.kind === 'price'
      ? { price: values.price.trim().replace(',', '.') }
      : { discount: values.discount.trim() === '' ? Number.NaN : Number(values.discount) }),
    note: note === '' ? null : note,
  };
  const parsed = ZOfferRequest.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<'price' | 'discount' | 'note', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'discount' || (field === 'price' && values.kind === 'discount'))
      errors.discount ??= 'discountInvalid';
    else if (field === 'price')
      errors.price ??= issue.message === 'offerPriceOrDiscount' ? 'invalidPrice' : issue.message;
    else if (field === 'note') errors.note ??= issue.message;
  }
  return { ok: false, errors };
}

/** The new total an offer would give, as the server computes it, or null while invalid. */
export function offerTotalPreview(
  values: TOfferValues,
  requestedTotalCents: number,
): number | null {
  const result = offerRequestFrom(values);
  if (!result.ok) return null;
  const { price, discount } = result.request;
  if (price !== undefined) return parsePriceInput(price);
  if (discount !== undefined) return requestedTotalCents - percentOf(requestedTotalCents, discount);
  return null;
}
