import { validationMessages } from '../../../shared/validation-messages';
import { fieldError } from '../boat-write/field-errors';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The 49,000 passwords found most often in breaches (zxcvbn's common list, lower-case), read on
 * the first new password a process sees: about 30 ms and 3 MB, which no page or search pays.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/**
 * Refuses a new password that is one of the most common ones, whatever its capitals (`Password1`
 * is `password1`, the list's 200th or so): a 400 naming `password`, the field of every form that
 * sets one (ASVS 2.1.7, docs/security.md).
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if ((await commonPasswords()).has(password.toLowerCase()))
    throw fieldError('password', validationMessages.passwordCommon);
}
