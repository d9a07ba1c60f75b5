import type { TFunction } from 'i18next';
import type { TLang } from '../../shared/i18n';
import { validationMessages, type TValidationMessageKey } from '../../shared/validation-messages';
import { ApiError, clientErrorCodes } from './api';

function isValidationKey(value: string): value is TValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

/**
 * The text of a form field's message. Client-side messages are keys of the shared validation
 * catalogue (the same words the server answers); the invalid-email one is the spec's label
 * `settings.profile.invalidEmail`. Anything else is already a text (a server field message).
 */
export function fieldText(message: string | undefined, lang: TLang, t: TFunction): string | null {
  if (!message) return null;
  if (message === 'invalidEmail') return t('settings.profile.invalidEmail');
  if (isValidationKey(message)) return validationMessages[message][lang];
  return message;
}

/** What to tell the user about a failed call: the server's message in their language. */
export function apiErrorText(error: unknown, lang: TLang, t: TFunction): string {
  if (error instanceof ApiError) {
    const text = error.text(lang);
    if (text) return text;
    if (error.code === clientErrorCodes.timeout) return t('common.errors.timeout');
    if (error.code === clientErrorCodes.network) return t('common.errors.network');
  }
  return t('common.errors.unexpected');
}
