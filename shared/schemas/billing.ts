import { z } from 'zod';
import { cardBrands } from '../billing';
import { checkCardForm } from '../card-number';

/**
 * The billing API's bodies and answers (spec §7, PRODUCT.md §2, docs/decisions/0018-payments.md),
 * shared with the web's card form so both check a card the same way.
 */

/** The message key of a wrong or missing value (shared/validation-messages.ts). */
const wrong =
  (key: 'invalidCardNumber' | 'invalidCardExpiry' | 'invalidCvc') =>
  (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : key);

/** A month or year typed in a form (`'07'`) or sent as a number (`7`). */
const expiryPart = (max: number) =>
  z.union(
    [
      z.number().int().min(0).max(max),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ],
    { error: wrong('invalidCardExpiry') },
  );

export const ZSandboxTokenRequest = z
  .object({
    number: z
      .string({ error: wrong('invalidCardNumber') })
      .max(40, 'invalidCardNumber')
      .describe('card number; spaces and dashes are ignored'),
    exp_month: expiryPart(99).describe('1–12'),
    exp_year: expiryPart(9999).describe('four digits (two are read as 20YY)'),
    cvc: z
      .string({ error: wrong('invalidCvc') })
      .max(4, 'invalidCvc')
      .describe('3 digits; 4 on American Express'),
  })
  .superRefine((card, ctx) => {
    for (const problem of checkCardForm(card)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type TSandboxTokenRequest = z.input<typeof ZSandboxTokenRequest>;

export const ZSandboxToken = z.object({
  cardToken: z.string().describe('single use: save it with POST /billing/client/card'),
});

export const ZBillingCustomer = z.object({
  customerId: z.string().describe("the user's customer id at the payment provider"),
});

export const ZAddCardRequest = z.object({
  cardToken: z
    .string()
    .min(1)
    .max(255)
    .describe('from POST /billing/sandbox/token, or a Stripe PaymentMethod id (pm_…)'),
});

export const ZPaymentCard = z.object({
  id: z.uuid(),
  brand: z.enum(cardBrands),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2 of the issuing bank'),
  isDefault: z.boolean().describe('the card charged when none is named'),
  feeApplies: z
    .boolean()
    .describe('charges on it carry the 1.5 % card fee: American Express or issued outside Spain'),
});
export type TPaymentCardDto = z.infer<typeof ZPaymentCard>;

export const ZPaymentCards = z.object({
  items: z.array(ZPaymentCard).describe('newest first; removed cards are left out'),
});
