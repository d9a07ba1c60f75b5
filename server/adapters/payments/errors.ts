import type { TCardProblem } from '../../../shared/card-number';
import { validationMessages } from '../../../shared/validation-messages';
import { appError } from '../../errors';

/** 400 naming `cardToken`: unknown, already saved, or refused by the processor as malformed. */
export function invalidCardToken() {
  return appError('AA00001', undefined, [
    { field: 'cardToken', message: validationMessages.invalidCardToken },
  ]);
}

/** 400 naming each field of a card form that is wrong. */
export function invalidCardForm(problems: TCardProblem[]) {
  return appError(
    'AA00001',
    undefined,
    problems.map((problem) => ({
      field: problem.field,
      message: validationMessages[problem.message],
    })),
  );
}

/** A webhook whose signature does not hold (or a provider without webhooks). */
export function invalidWebhookSignature() {
  return appError('AA00048');
}
