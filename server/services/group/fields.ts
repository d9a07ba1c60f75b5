import {
  validationMessages,
  type TValidationMessageKey,
} from '../../../shared/validation-messages';
import { appError } from '../../errors';

/** A 400 naming one field with a message of the shared catalogue. */
export function fieldError(field: string, key: TValidationMessageKey) {
  return appError('AA00001', undefined, [{ field, message: validationMessages[key] }]);
}
