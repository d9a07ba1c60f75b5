import { errorCatalog } from '../../../shared/errors';
import { AppError } from '../../errors';

/**
 * The card was declined (402 AA00045, 'We had problems processing your card please contact your
 * bank'). Only the failed attempt is written to the ledger; nothing else changes. The owner's
 * view can show `failureCode` (the processor's reason, such as `insufficient_funds`).
 */
export class CardDeclinedError extends AppError {
  override name = 'CardDeclinedError';
  constructor(
    readonly failureCode: string,
    readonly ledgerEntryId: string,
  ) {
    const entry = errorCatalog.AA00045;
    super('AA00045', entry.status, { es: entry.es, en: entry.en });
  }
}
