import { z } from 'zod';
import { checkCardForm } from '../../../shared/card-number';
import { parseExpiry } from './card-input';

/** What the card form holds: the number as typed (spaced), `MM/YY` and the code. */
export type TCardFormValues = { number: string; expiry: string; cvc: string };
export type TCardFormField = keyof TCardFormValues;

export const emptyCardForm: TCardFormValues = { number: '', expiry: '', cvc: '' };

/** The API names month and year apart; the form has one expiry field. */
export function formFieldOf(apiField: string): TCardFormField | null {
  if (apiField === 'exp_month' || apiField === 'exp_year') return 'expiry';
  return apiField === 'number' || apiField === 'cvc' ? apiField : null;
}

/** What the tokenisation call takes: month and four-digit year as numbers. */
export function tokenRequestOf(values: TCardFormValues) {
  const { month, year } = parseExpiry(values.expiry);
  return { number: values.number, exp_month: month, exp_year: year, cvc: values.cvc };
}

/**
 * The form's checks are the sandbox's own (shared/card-number.ts: Luhn, expiry not past, code
 * length by brand); messages are keys of shared/validation-messages.ts, one per field.
 */
export const ZCardForm = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((values, ctx) => {
    const reported = new Set<TCardFormField>();
    const report = (field: TCardFormField, message: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    for (const field of ['number', 'expiry', 'cvc'] as const)
      if (!values[field].trim()) report(field, 'required');
    for (const problem of checkCardForm(tokenRequestOf(values)))
      report(formFieldOf(problem.field)!, problem.message);
  });
